import { createJestProject } from '../../tooling/jest/create-project.js';

export default createJestProject({ name: 'host-contract', rootDir: import.meta.dirname, environment: 'node' });
