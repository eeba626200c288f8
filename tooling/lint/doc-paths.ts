// The file paths README.md and docs/ name, and which of them do not exist: a path in backticks or a
// link's target that starts at a top-level folder of the repository (`pdp-remote/src/app/page.tsx`), or,
// in a link, relative to its document. Built output (dist, server-dist, .tmp) and patterns (`*`, `{a,b}`,
// `<name>`) are not paths to check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TOP_LEVEL = ['host-shell', 'pdp-remote', 'grocery-remote', 'shared-contracts', 'tooling', '.changeset', 'docs', '.ci'];
const BUILT = /(^|\/)(dist|server-dist|\.tmp|node_modules|\.bench|coverage)(\/|$)/;
const PATTERN = /[*{}<>…$]|\.\.\.|:\d/;

export interface NamedPath {
  document: string;
  line: number;
  path: string;
}

/** The documents checked: README.md and every Markdown file under docs/. */
export function documentsOf(root: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(folder, entry.name)) : entry.name.endsWith('.md') ? [path.join(folder, entry.name)] : [],
    );
  return ['README.md', ...walk('docs')];
}

/** The repository paths a document's text names, with their line. */
export function pathsNamedIn(document: string, text: string): NamedPath[] {
  const named: NamedPath[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const [, code] of content.matchAll(/`([^`\s]+)`/g)) {
      const candidate = (code ?? '').replace(/[),.;:]+$/, '').replace(/#.*$/, '');
      if (TOP_LEVEL.some((folder) => candidate.startsWith(`${folder}/`)) && !PATTERN.test(candidate) && !BUILT.test(candidate)) {
        named.push({ document, line, path: candidate.replace(/\/$/, '') });
      }
    }
    for (const [, target] of content.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = (target ?? '').replace(/#.*$/, '');
      if (link === '' || /^[a-z]+:/i.test(link) || PATTERN.test(link) || BUILT.test(link)) continue;
      named.push({ document, line, path: path.normalize(path.join(path.dirname(document), link)).replace(/\/$/, '') });
    }
  });
  return named;
}

/** Every path README.md and docs/ name that is not in the repository. */
export function missingPaths(root: string): NamedPath[] {
  return documentsOf(root).flatMap((document) =>
    pathsNamedIn(document, readFileSync(path.join(root, document), 'utf8')).filter((named) => !existsSync(path.join(root, named.path))),
  );
}
