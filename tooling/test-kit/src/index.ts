// The test kit's front door: what the tests of every package import from `@pdp/test-kit` (each module is
// also its own entry, `@pdp/test-kit/<module>`, for a file that needs one part).
export { mountProps } from './mount-props';
export { envelope } from './backend-mock';
export { aSummary } from './summary-factory';
export { serverRenderRequest } from './server-render-request';
export { keepsFocusThenReturnsIt } from './focus-trap';
export { KEMANG, mockGeolocation } from './geolocation-mock';
export { emulateViewportWidth } from './viewport-width';
export { leadsToTheBag } from './add-to-bag-modal';
export { installFakeIntersectionObserver } from './fake-intersection-observer';
export { anyAnswer, forEveryAnswer, isFiniteNumber, isString, nearly } from './fuzz';
// The fault matrix's fault kinds, as the simulator's session faults name them, for every package's tests.
export { FAULT_KINDS, type FaultKind } from './fault-matrix';

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
