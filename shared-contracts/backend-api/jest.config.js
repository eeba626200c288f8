import { createJestProject } from '../../tooling/jest/create-project.js';

export default createJestProject({ name: 'backend-api', rootDir: import.meta.dirname, environment: 'node' });
