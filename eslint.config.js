// Lint for every package. Beyond correctness, it enforces the house layering: app → features → shared
// inside each app, features never import each other, the contract imports nothing, ky lives in one
// module, and the apps never import each other's source (grocery uses pdp-remote's public exports).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
const APPS = ['host-shell', 'pdp-remote', 'grocery-remote'];
const pdpExports = JSON.parse(fs.readFileSync(path.join(root, 'pdp-remote/package.json'), 'utf8')).exports;
const PDP_PUBLIC_EXPORTS = Object.values(pdpExports);

/** Features of an app may not import one another; the page composes them. */
function featureZones(app) {
  const featuresDir = path.join(root, app, 'src/features');
  const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];
  return features.map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in app/.',
  }));
}

const layerZones = APPS.flatMap((app) => [
  ...featureZones(app),
  { target: `./${app}/src/features`, from: `./${app}/src/app`, message: 'Features do not import the app layer.' },
  { target: `./${app}/src/shared`, from: [`./${app}/src/features`, `./${app}/src/app`], message: 'shared/ imports nothing above it.' },
  ...APPS.filter((other) => other !== app).map((other) => ({
    target: `./${app}`,
    from: `./${other}`,
    // The grocery remote bundles pdp-remote's public exports (its package.json `exports`), nothing else.
    except: app === 'grocery-remote' && other === 'pdp-remote' ? PDP_PUBLIC_EXPORTS : [],
    message: 'Apps never import each other’s source (grocery uses @pdp/pdp-remote/blocks).',
  })),
]);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/server-dist/**', '**/node_modules/**', 'coverage/**', '.tmp/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.recommended,
  importX.typescript,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })] },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-named-as-default-member': 'off',
      // TypeScript checks what these would (a namespace's members, a default export, a name that is
      // also the default), and they parse every imported module again: most of lint's time.
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default': 'off',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'no-restricted-imports': ['error', { paths: [{ name: 'ky', message: 'Only shared/http/backend-client.ts talks to ky.' }] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Playwright's fixtures hand their value on with a callback named `use`, which is not React's.
    files: ['tooling/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Test support is test code: the test kit and each app's `__tests__/` are for tests alone, and a
    // test-only module (`*.test-*.ts`) is never shipped.
    files: APPS.flatMap((app) => [`${app}/src/**`, `${app}/server/**`]),
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-*.{ts,tsx}', '**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'ky', message: 'Only shared/http/backend-client.ts talks to ky.' }],
          patterns: [
            { group: ['@pdp/test-kit', '@pdp/test-kit/*', '**/__tests__/**', '**/__tests__', '**/*.test-*'], message: 'Only tests import test support.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/shared/http/backend-client.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared-contracts/backend-api/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^[^.]', message: 'The backend API has no dependencies.' }] }],
    },
  },
  {
    files: ['shared-contracts/host-contract/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.|@pdp/backend-api/)', message: 'The host contract depends only on the backend API, whose shapes it carries.' }] },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
