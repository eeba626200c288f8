// One jest project shape for every package: swc for TypeScript and JSX (emotion's jsx), a jsdom that
// has fetch and Request (MSW intercepts there), and the ESM-only packages transformed.
import { createRequire } from 'node:module';
import path from 'node:path';

const ESM_ONLY = ['ky', '@formatjs', 'intl-messageformat', 'until-async', 'rettime', '@mswjs', 'msw', '@open-draft'];

/**
 * @param {{ name: string; rootDir: string; environment?: 'jsdom' | 'node' }} options
 * @returns {import('jest').Config}
 */
export function createJestProject({ name, rootDir, environment = 'jsdom' }) {
  const toolingDir = path.dirname(new URL(import.meta.url).pathname);
  return {
    displayName: name,
    rootDir,
    testEnvironment: environment === 'jsdom' ? 'jest-fixed-jsdom' : 'node',
    // Room for the longer waits of setup-dom.ts on a busy machine (the default is 5 s).
    testTimeout: 40_000,
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/'],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(toolingDir, 'setup-dom.ts')] : [],
    // In jsdom, emotion's sheets keep only what decides visibility (emotion-cache.cjs says why).
    ...(environment === 'jsdom'
      ? {
          moduleNameMapper: { '^@emotion/cache$': path.join(toolingDir, 'emotion-cache.cjs') },
          globals: { __EMOTION_CACHE_MODULE__: createRequire(path.join(rootDir, 'package.json')).resolve('@emotion/cache') },
        }
      : {}),
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/+])`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testEnvironmentOptions: { customExportConditions: [''] },
  };
}
