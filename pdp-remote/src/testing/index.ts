// Test helpers the grocery remote's tests share with the retail remote's (`@pdp/pdp-remote/testing`).
export { mountProps } from './mount-props';
export { defaultBackendHandlers, envelope } from './default-handlers';
export { aSummary } from './summary-factory';
export { anyAnswer, forEveryAnswer, isFiniteNumber, isString, nearly } from './fuzz';
