// The test kit's front door: what the tests of every package import from `@pdp/test-kit` (each module is
// also its own entry, `@pdp/test-kit/<module>`, for a file that needs one part).
export { mountProps } from './mount-props';
export { defaultBackendHandlers, envelope } from './default-handlers';
export { aSummary } from './summary-factory';
export { aBasicProduct, serveBasicProducts } from './basic-product-factory';
export { serverRenderRequest } from './server-render-request';
export { keepsFocusThenReturnsIt } from './focus-trap';
export { KEMANG, mockGeolocation } from './geolocation-mock';
export { emulateViewportWidth } from './viewport-width';
export { leadsToTheBag } from './add-to-bag-modal';
export { installFakeIntersectionObserver } from './fake-intersection-observer';
export { anyAnswer, forEveryAnswer, isFiniteNumber, isString, nearly } from './fuzz';
// The fault matrix's faults as MSW answers, one module for every package's tests (the host's too).
export { FAULT_KINDS, FAULT_TIMEOUT_MS, faultAnswer, faultHandler, type FaultKind, type FaultMethod } from './fault-matrix';

export {
  ATTACK_CORPUS,
  EXECUTABLE_MARKUP,
  UNTIL_SHOWN,
  armTripwiresEachTest,
  escapedAsText,
  expectNothingRanOrInjected,
  fieldsNotShowing,
  hostileDescription,
  regionNamed,
  regionShowing,
  showsText,
  timesShown,
  type Field,
  type HostileString,
} from './attack-corpus';
