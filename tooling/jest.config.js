import { createJestProject } from './jest/create-project.js';

export default createJestProject({ name: 'tooling', rootDir: import.meta.dirname, environment: 'node' });
