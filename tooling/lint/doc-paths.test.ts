import path from 'node:path';
import { documentsOf, missingPaths, pathsNamedIn } from './doc-paths';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('paths named in README.md and docs/', () => {
  it('all exist', () => {
    expect(documentsOf(ROOT)).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/testing.md']));
    expect(missingPaths(ROOT).map(({ document, line, path: named }) => `${document}:${line} names ${named}`)).toEqual([]);
  });

  it('reads repository paths in backticks and link targets, and leaves patterns, built output and other words alone', () => {
    const text = [
      'The page is `pdp-remote/src/app/product-page.tsx`, its tests `pdp-remote/src/features/*/x.test.tsx`.',
      'See [decision 0058](decisions/0058-tests-at-the-cheapest-level.md#context) and [Fastify](https://fastify.dev).',
      'Built into `host-shell/dist/main.js`; the folder `tooling/e2e/`; a word `renderPage`; `app/relative.ts`.',
    ].join('\n');
    expect(pathsNamedIn('docs/architecture.md', text)).toEqual([
      { document: 'docs/architecture.md', line: 1, path: 'pdp-remote/src/app/product-page.tsx' },
      { document: 'docs/architecture.md', line: 2, path: 'docs/decisions/0058-tests-at-the-cheapest-level.md' },
      { document: 'docs/architecture.md', line: 3, path: 'tooling/e2e' },
    ]);
  });
});
