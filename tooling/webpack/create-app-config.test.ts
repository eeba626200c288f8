/**
 * @jest-environment node
 */
// A development build (`npm run dev`) is served under the same Content-Security-Policy as production,
// which allows no eval: a real development build of a remote (its container, an exposed module, a
// lazy chunk) evaluates no strings, and its source maps are files beside its scripts.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createAppConfig } = require('./create-app-config.cjs') as {
  createAppConfig: (options: {
    dir: string;
    name: string;
    mode: 'development' | 'production';
    exposes?: Record<string, string>;
    entry?: webpack.Configuration['entry'];
  }) => webpack.Configuration;
};

/** Inside the repository (its .tmp), so the build finds the workspace's loaders and federation runtime. */
const SCRATCH = path.join(__dirname, '..', '..', '.tmp');

async function build(config: webpack.Configuration): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => (error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
  );
}

describe('createAppConfig', () => {
  it('makes development scripts that evaluate no strings, with their source maps in files', async () => {
    mkdirSync(SCRATCH, { recursive: true });
    const dir = mkdtempSync(path.join(SCRATCH, 'development-build-'));
    try {
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'development-build', dependencies: {} }));
      writeFileSync(path.join(dir, 'main.ts'), "export const start = () => import('./lazy').then((lazy) => lazy.greet('main'));\n");
      writeFileSync(path.join(dir, 'lazy.ts'), 'export const greet = (name: string): string => `hello ${name}`;\n');
      await build(createAppConfig({ dir, name: 'development_build', mode: 'development', exposes: { './main': './main.ts' } }));

      const dist = path.join(dir, 'dist');
      const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
      expect(scripts).toEqual(expect.arrayContaining(['remoteEntry.js', '__federation_expose_main.js', 'lazy_ts.js']));
      expect(readFileSync(path.join(dist, 'lazy_ts.js'), 'utf8')).toContain('`hello ${name}`');
      for (const script of scripts) {
        const code = readFileSync(path.join(dist, script), 'utf8');
        // (The federation runtime holds `new Function` for remote formats these apps do not use; eval
        // source maps wrapped every module in an `eval` that runs as the script loads.)
        expect(code).not.toMatch(/\beval\(/);
        expect(code.trimEnd().endsWith(`//# sourceMappingURL=${script}.map`)).toBe(true);
        expect(readdirSync(dist)).toContain(`${script}.map`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
