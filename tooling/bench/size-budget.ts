// The first-load JavaScript budget: what a product page may fetch before it is interactive, as a
// deterministic byte count (each file gzipped at level 9 from the production build, the level the
// servers send), checked against the figures committed in first-load-budget.json. Pure functions:
// the browser that finds which files a page loads lives in first-load.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export type BudgetedPage = 'retail' | 'grocery';
export type BudgetedRemote = 'retail' | 'grocery';

export interface PageBudget {
  /** The product page measured (a fixture product). */
  path: string;
  productName: string;
  /** The most first-load JavaScript the page may have, gzipped. */
  maxBytes: number;
  /** Each file's gzipped size when the budget was set, by its name without content hash. */
  files: Record<string, number>;
}

export interface SizeBudget {
  pages: Record<BudgetedPage, PageBudget>;
  /** `remoteEntry.js` of each remote, gzipped. */
  remoteEntries: Record<BudgetedRemote, { maxBytes: number }>;
}

export interface MeasuredPage {
  /** Gzipped bytes by file name without content hash (`host/main.js`, `retail/262.js`). */
  files: Record<string, number>;
}

export interface Measurement {
  pages: Record<BudgetedPage, MeasuredPage>;
  remoteEntries: Record<BudgetedRemote, number>;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The gzipped size of a built file, as a server compressing at level 9 sends it. */
export function gzippedBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** `262.b48212766f.js` → `262.js`: a file keeps its name across builds that change its content. */
export function withoutContentHash(fileName: string): string {
  return fileName.replace(/\.[0-9a-f]{7,}(?=\.m?js$)/, '');
}

export const totalOf = (page: MeasuredPage) => Object.values(page.files).reduce((sum, bytes) => sum + bytes, 0);

/** The files that are new or larger than when the budget was set, largest growth first. */
export function grownFiles(measured: MeasuredPage, budgeted: Record<string, number>): string[] {
  return Object.entries(measured.files)
    .map(([name, bytes]) => ({ name, bytes, before: budgeted[name] }))
    .filter(({ bytes, before }) => before === undefined || bytes > before)
    .sort((a, b) => b.bytes - (b.before ?? 0) - (a.bytes - (a.before ?? 0)))
    .map(({ name, bytes, before }) => (before === undefined ? `${name} (new, ${kb(bytes)})` : `${name} (${kb(before)} → ${kb(bytes)}, +${bytes - before} B)`));
}

export interface BudgetVerdict {
  ok: boolean;
  /** One line per figure: within or over its budget; an over-budget line names the files that grew. */
  lines: string[];
}

export function checkBudget(budget: SizeBudget, measured: Measurement): BudgetVerdict {
  const lines: string[] = [];
  let ok = true;
  for (const name of Object.keys(budget.pages) as BudgetedPage[]) {
    const page = budget.pages[name];
    const total = totalOf(measured.pages[name]);
    if (total <= page.maxBytes) {
      lines.push(`${name} product page: ${kb(total)} first-load JavaScript, within its budget of ${kb(page.maxBytes)} (${page.maxBytes - total} B to spare)`);
      continue;
    }
    ok = false;
    const grown = grownFiles(measured.pages[name], page.files);
    lines.push(
      `${name} product page: ${kb(total)} first-load JavaScript, over its budget of ${kb(page.maxBytes)} by ${total - page.maxBytes} B. ` +
        (grown.length ? `Grew: ${grown.join('; ')}` : 'No file grew: files the budget counted are gone and others took their place.'),
    );
  }
  for (const remote of Object.keys(budget.remoteEntries) as BudgetedRemote[]) {
    const { maxBytes } = budget.remoteEntries[remote];
    const bytes = measured.remoteEntries[remote];
    const within = bytes <= maxBytes;
    ok &&= within;
    lines.push(
      `${remote} remoteEntry.js: ${kb(bytes)}, ${within ? 'within' : `over by ${bytes - maxBytes} B,`} its budget of ${kb(maxBytes)}` +
        (within ? ` (${maxBytes - bytes} B to spare)` : ''),
    );
  }
  return { ok, lines };
}

/** A budget set at the figures measured: each maximum at its figure rounded up to the next 0.1 KB. */
export function budgetFrom(previous: SizeBudget, measured: Measurement): SizeBudget {
  const roundUp = (bytes: number) => Math.ceil(bytes / 102.4) * 102.4;
  const pages = Object.fromEntries(
    (Object.keys(previous.pages) as BudgetedPage[]).map((name) => [
      name,
      { ...previous.pages[name], maxBytes: Math.round(roundUp(totalOf(measured.pages[name]))), files: sortedFiles(measured.pages[name].files) },
    ]),
  ) as SizeBudget['pages'];
  const remoteEntries = Object.fromEntries(
    (Object.keys(previous.remoteEntries) as BudgetedRemote[]).map((remote) => [remote, { maxBytes: Math.round(roundUp(measured.remoteEntries[remote])) }]),
  ) as SizeBudget['remoteEntries'];
  return { pages, remoteEntries };
}

function sortedFiles(files: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

export function readBudget(file: string): SizeBudget {
  return JSON.parse(readFileSync(file, 'utf8')) as SizeBudget;
}

export function writeBudget(budget: SizeBudget, file: string): void {
  writeFileSync(file, `${JSON.stringify(budget, null, 2)}\n`);
}
