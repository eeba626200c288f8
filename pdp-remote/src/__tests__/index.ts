// The retail remote's test support: the test kit, and the retail page's own harness (mounting the
// retail app, the fault matrix's page, the hostile pages, the report modal).
export * from '@pdp/test-kit';
// The retail page's matrix harness (each `*.fault-matrix.test.tsx` of features/ and shared/tracking/).
export { alertSaying, buyingAndSizePickWork, retryIn, saysWithRetry, sizePickWorks, untilAnswered, watchNothingThrown } from './fault-matrix-page';
