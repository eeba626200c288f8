import { createJestProject } from '../tooling/jest/create-project.js';

export default createJestProject({ name: 'host-shell', rootDir: import.meta.dirname, environment: 'jsdom' });
