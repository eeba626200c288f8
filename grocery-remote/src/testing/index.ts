// The grocery remote's test helpers: the mocked backend, mounting through the lifecycles, a device location.
export * from './grocery-backend';
export * from './mount-grocery';
export * from './geolocation-mock';
