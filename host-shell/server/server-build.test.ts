/**
 * @jest-environment node
 */
// The compiled server's build rules (webpack.server.cjs): installed packages stay Node's requires,
// except React Router, whose package points Node at its development build: its production build is
// bundled instead, with what it imports besides React (React stays one copy, shared with react-dom).
import { existsSync } from 'node:fs';
import path from 'node:path';

interface ServerConfig {
  externals: Array<(data: { request?: string; context?: string }, callback: (error?: null, result?: string) => void) => void>;
  resolve: { alias: Record<string, string> };
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require('../webpack.server.cjs') as ServerConfig;

/** What the build does with an import: left to Node (`commonjs …`) or bundled (undefined). */
function externalOf(request: string, context = __dirname): string | undefined {
  let result: string | undefined;
  config.externals[0]?.({ request, context }, (_error, value) => (result = value));
  return result;
}

describe('the compiled server’s packages', () => {
  const production = config.resolve.alias['react-router$'] ?? '';
  const routerPackage = path.resolve(production, '../../..');

  it('bundles React Router’s production build, which exists', () => {
    expect(production).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(existsSync(production)).toBe(true);
    expect(externalOf('react-router')).toBeUndefined();
  });

  it('bundles what React Router imports, except React, which stays one shared copy', () => {
    const inside = path.join(routerPackage, 'dist/production');
    expect(externalOf('cookie', inside)).toBeUndefined();
    expect(externalOf('set-cookie-parser', inside)).toBeUndefined();
    expect(externalOf('react', inside)).toBe('commonjs react');
    expect(externalOf('react-dom/server', inside)).toBe('commonjs react-dom/server');
  });

  it('leaves other installed packages to Node, and bundles the workspace’s own TypeScript', () => {
    expect(externalOf('fastify')).toBe('commonjs fastify');
    expect(externalOf('react-dom/server')).toBe('commonjs react-dom/server');
    expect(externalOf('@pdp/host-contract/routes')).toBeUndefined();
    expect(externalOf('@pdp/backend-api/cart')).toBeUndefined();
    expect(externalOf('./app-server')).toBeUndefined();
  });
});
