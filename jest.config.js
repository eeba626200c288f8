// Runs every package's unit and component tests in one jest process.
/** @type {import('jest').Config} */
export default {
  // Whole-page component tests on a busy two-core machine (see tooling/jest/setup-dom.ts).
  testTimeout: 40_000,
  projects: [
    '<rootDir>/shared-contracts/host-contract',
    '<rootDir>/shared-contracts/backend-api',
    '<rootDir>/host-shell',
    '<rootDir>/pdp-remote',
    '<rootDir>/grocery-remote',
    '<rootDir>/tooling',
  ],
};
