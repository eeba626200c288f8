// The grocery remote's test helpers: the simulator as the backend, mounting through the lifecycles, a
// device location, what the fault-matrix tests share; imported on their own: the simulator's grocery
// products, members and stores (./grocery-products), and the unit tests' data (./factories).
export * from './grocery-backend';
export * from './grocery-page-tests';
export * from './mount-grocery';
export { mockGeolocation } from '@pdp/test-kit';
export * from './fault-matrix';
