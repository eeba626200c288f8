/**
 * @jest-environment node
 */
// The one table of chunk groups (chunk-groups.cjs): it lists files that exist, each once, and it is
// the only place chunks are named (no `webpackChunkName` left in the apps); the plugin makes a real
// webpack build put the modules of a group in one named chunk and leave the others unnamed.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { scratchDir } from '../test-kit/src/scratch-dir';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHUNK_GROUPS } = require('./chunk-groups.cjs') as { CHUNK_GROUPS: Record<string, string[]> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ChunkGroupsPlugin } = require('./chunk-groups-plugin.cjs') as {
  ChunkGroupsPlugin: new (table?: { groups: Record<string, string[]>; root: string }) => webpack.WebpackPluginInstance;
};

const ROOT = path.resolve(__dirname, '../..');
const APP_SOURCES = ['host-shell/src', 'host-shell/server', 'pdp-remote/src', 'grocery-remote/src'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry) ? [file] : [];
  });
}

describe('the chunk groups table', () => {
  it('lists files that exist, each under one group', () => {
    const listed = Object.values(CHUNK_GROUPS).flat();
    expect(listed.length).toBeGreaterThan(90);
    expect(listed.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    expect(() => new ChunkGroupsPlugin()).not.toThrow();
  });

  it('is the only place a chunk is named', () => {
    const named = APP_SOURCES.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).filter((file) =>
      readFileSync(file, 'utf8').includes('webpackChunkName'),
    );
    expect(named.map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('refuses a file listed under two groups', () => {
    expect(() => new ChunkGroupsPlugin({ groups: { a: ['x.ts'], b: ['x.ts'] }, root: ROOT })).toThrow('chunk-groups.cjs lists x.ts under a and b');
  });
});

describe('ChunkGroupsPlugin', () => {
  it('puts the modules of a group in one named chunk, names a feature’s English by its folder, and leaves any other unnamed', async () => {
    const dir = scratchDir('chunk-groups-');
    const messages = 'pdp-remote/src/features/gift-wrap/messages';
    mkdirSync(path.join(dir, messages), { recursive: true });
    const modules = ['first.js', 'second.js', 'alone.js', `${messages}/gift-wrap.messages.en.ts`, `${messages}/gift-wrap.messages.id.ts`];
    writeFileSync(path.join(dir, 'main.js'), modules.map((module) => `import('./${module}');`).join('\n'));
    for (const module of modules) writeFileSync(path.join(dir, module), `export default '${module}';\n`);
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(
        {
          mode: 'development',
          context: dir,
          entry: { main: './main.js' },
          devtool: false,
          output: { path: path.join(dir, 'dist'), chunkFilename: '[name].js' },
          plugins: [new ChunkGroupsPlugin({ groups: { together: ['first.js', 'second.js'] }, root: dir })],
        },
        (error, result) => (error || !result ? reject(error) : resolve(result)),
      ),
    );
    const chunks = stats.toJson({ chunks: true, chunkModules: true }).chunks ?? [];
    const together = chunks.filter((chunk) => chunk.names?.includes('together'));
    expect(together).toHaveLength(1);
    expect(together[0]?.modules?.map((module) => module.name).sort()).toEqual(['./first.js', './second.js']);
    const namesOf = (name: string) => chunks.find((chunk) => chunk.modules?.some((module) => module.name === `./${name}`))?.names;
    expect(namesOf(`${messages}/gift-wrap.messages.en.ts`)).toEqual(['pdp-messages-gift-wrap-en']);
    expect(namesOf(`${messages}/gift-wrap.messages.id.ts`)).toEqual([]);
    expect(namesOf('alone.js')).toEqual([]);
  });
});
