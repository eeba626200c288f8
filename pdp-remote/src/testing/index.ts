// Test helpers the grocery remote's tests share with the retail remote's (`@pdp/pdp-remote/testing`).
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
export { FAULT_KINDS, FAULT_TIMEOUT_MS, faultAnswer, faultHandler, type FaultKind, type FaultMethod } from '../../../tooling/jest/fault-matrix';
// The retail page's matrix harness (each `*.fault-matrix.test.tsx` of features/ and shared/tracking/).
export {
  VARIANT_41_PATH,
  alertSaying,
  answerCounters,
  buyingAndVariantPickWork,
  retryIn,
  saysWithRetry,
  saysWithRetryInPlaceOf,
  serveProduct,
  startFaultMatrix,
  untilAnswered,
  variantPickGoesToHost,
  variantPickWorks,
  watchNothingThrown,
  type ConsoleErrors,
} from './fault-matrix-page';
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
