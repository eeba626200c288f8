// The tree's imports as a graph, type-only imports included (import-x/no-cycle skips those, and a
// circle of types still ties modules together: none can be read, moved or split alone), and the
// cycles in it. TypeScript's own pre-processor reads each file's imports, re-exports, dynamic imports
// and requires; the two contract packages' subpaths (`@pdp/host-contract/routes`) resolve to their sources.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_ROOTS = [
  'host-shell/src',
  'host-shell/server',
  'pdp-remote/src',
  'grocery-remote/src',
  'shared-contracts/host-contract/src',
  'shared-contracts/backend-api/src',
  'tooling',
];
const SKIPPED = new Set(['node_modules', 'dist', 'server-dist', '.tmp']);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx'];
const CONTRACT_PACKAGES: Readonly<Record<string, string>> = {
  '@pdp/host-contract/': 'shared-contracts/host-contract/src/',
  '@pdp/backend-api/': 'shared-contracts/backend-api/src/',
};

export type ImportGraph = Map<string, Set<string>>;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(entryPath);
    return SOURCE.test(entry.name) ? [entryPath] : [];
  });
}

/** The graph of the files under `roots` (relative to `root`), by path relative to `root`. */
export function importGraph(root: string, roots: readonly string[] = SOURCE_ROOTS): ImportGraph {
  const files = new Set(roots.flatMap((folder) => sourceFiles(path.join(root, folder))));
  const resolve = (from: string, specifier: string): string | null => {
    let base: string;
    const contract = Object.entries(CONTRACT_PACKAGES).find(([name]) => specifier.startsWith(name));
    if (contract) {
      base = path.join(root, contract[1], specifier.slice(contract[0].length));
    } else if (specifier.startsWith('.')) {
      base = path.resolve(path.dirname(from), specifier);
    } else {
      return null;
    }
    const found = EXTENSIONS.map((extension) => base + extension).find((candidate) => files.has(candidate));
    return found ?? null;
  };
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const imports = new Set<string>();
    for (const { fileName } of importedFiles) {
      const target = resolve(file, fileName);
      if (target && target !== file) imports.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), imports);
  }
  return graph;
}

/** Each group of files that import one another in a circle (Tarjan's strongly connected components), sorted. */
export function cyclesOf(graph: ImportGraph): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file) as number, lowest.get(next) as number));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file) as number, order.get(next) as number));
      }
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
