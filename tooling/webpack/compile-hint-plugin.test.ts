/**
 * @jest-environment node
 */
// The compile hint (decision 0080): a real production build (minified, with source maps) of an entry
// and a lazy chunk starts each script with V8's comment, and each source map counts its line.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileHintPlugin } = require('./compile-hint-plugin.cjs') as { compileHintPlugin: () => webpack.WebpackPluginInstance };

/** The comment as V8 reads it (Chrome 136 and later): exactly this, on the script's first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

async function build(dir: string): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './main.js' },
        devtool: 'source-map',
        output: { path: path.join(dir, 'dist'), chunkFilename: '[name].[contenthash:8].js' },
        plugins: [compileHintPlugin()],
      },
      (error, stats) => (error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve()),
    ),
  );
}

describe('compileHintPlugin', () => {
  it('starts every script of a minified build with the hint, and keeps its source maps in line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compile-hint-'));
    try {
      writeFileSync(path.join(dir, 'main.js'), "/* a comment minification drops */\nimport('./lazy.js').then((m) => console.log(m.greet('main')));\n");
      writeFileSync(path.join(dir, 'lazy.js'), "export function greet(name) {\n  return 'hello ' + name;\n}\n");
      await build(dir);

      const dist = path.join(dir, 'dist');
      const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
      expect(scripts).toHaveLength(2);
      for (const script of scripts) {
        const code = readFileSync(path.join(dist, script), 'utf8');
        expect(code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
        expect(code).not.toContain('a comment minification drops');
        // The map's first generated line (the hint) maps to nothing; the code after it maps to the sources.
        const map = JSON.parse(readFileSync(path.join(dist, `${script}.map`), 'utf8')) as { mappings: string };
        expect(map.mappings).toMatch(/^;[A-Za-z0-9+/]/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
