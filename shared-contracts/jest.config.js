import { createJestProject } from '../tooling/jest/create-project.js';

export default createJestProject({ name: 'shared-contracts', rootDir: import.meta.dirname, environment: 'node' });
