// Public surface of the contract package: types and pure functions only, no runtime dependencies.
export * from './enums';
export * from './error-codes';
export * from './backend';
export * from './vouchers';
export * from './combos';
export * from './free-gifts';
export * from './grocery';
export * from './product-id';
export * from './routes';
export * from './links';
export * from './page-meta';
export * from './tracking';
export * from './remotes';
export * from './contract';
export * from './storage-keys';
export * from './price-format';
export * from './locale';
