import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cyclesOf, importGraph, type ImportGraph } from './import-graph';
import { scratchDir } from '../test-kit/src/scratch-dir';

const ROOT = path.resolve(import.meta.dirname, '../..');
const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges).map(([file, imports]) => [file, new Set(imports)]));

describe('import cycles', () => {
  it('finds none anywhere in the tree, type-only imports included', () => {
    const graph = importGraph(ROOT);
    expect(graph.size).toBeGreaterThan(500);
    // The contracts' modules are reached through the packages' subpaths, as the apps import them.
    expect(graph.get('pdp-remote/src/features/quote/model/quote-form.ts')).toContain('shared-contracts/backend-api/src/quote.ts');
    expect(graph.get('shared-contracts/host-contract/src/routes.ts')).toContain('shared-contracts/backend-api/src/enums.ts');
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('reads type-only imports, re-exports and dynamic imports as imports', () => {
    const root = scratchDir('cycles-');
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src/a.ts'), "import type { B } from './b';\nexport type A = { b: B };\n");
    writeFileSync(path.join(root, 'src/b.ts'), "export type { C as B } from './c';\n");
    writeFileSync(path.join(root, 'src/c.ts'), "export type C = 1;\nexport const load = () => import('./a');\n");
    expect(cyclesOf(importGraph(root, ['src']))).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts']]);
  });

  it('finds a circle of any length and names its files, and leaves a chain alone', () => {
    const graph = graphOf({
      'backend.ts': ['grocery.ts', 'enums.ts'],
      'grocery.ts': ['recommendations.ts'],
      'recommendations.ts': ['backend.ts'],
      'enums.ts': [],
      'self.ts': ['other.ts'],
      'other.ts': ['self.ts'],
      'chain.ts': ['enums.ts'],
    });
    expect(cyclesOf(graph)).toEqual([
      ['backend.ts', 'grocery.ts', 'recommendations.ts'],
      ['other.ts', 'self.ts'],
    ]);
    expect(cyclesOf(graphOf({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });
});
