// The grocery remote's test helpers: the mocked backend, mounting through the lifecycles, a device
// location, what the fault-matrix tests share, and (in ./factories, imported on its own) the test data.
export * from './grocery-backend';
export * from './grocery-page-tests';
export * from './mount-grocery';
export { mockGeolocation } from '@pdp/test-kit';
export * from './fault-matrix';
