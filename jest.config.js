// Runs every package's unit and component tests in one jest process.
/** @type {import('jest').Config} */
export default {
  projects: ['<rootDir>/shared-contracts', '<rootDir>/host-shell', '<rootDir>/pdp-remote', '<rootDir>/grocery-remote', '<rootDir>/tooling'],
};
