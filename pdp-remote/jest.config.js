import { createJestProject } from '../tooling/jest/create-project.js';

export default createJestProject({ name: 'pdp-remote', rootDir: import.meta.dirname, environment: 'jsdom' });
