// The first-load JavaScript budget: what a product page may fetch before it is interactive, as a
// deterministic byte count of what the servers send (each file's brotli twin as compress-dist writes
// it, the file itself where it is too small to compress), checked against the limits committed in
// first-load-budget.json. A limit is the figure when it was set plus a fixed headroom, so a feature
// fits without finding bytes elsewhere (decision 0060). Pure functions: the browser that finds which
// files a page loads lives in first-load.ts.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { MIN_COMPRESSED_BYTES } from '../../host-shell/server/static-files';

/** What a product page's limit keeps above its figure: room for a feature, not a target. */
export const PAGE_HEADROOM_BYTES = 3 * 1024;
/** What a `remoteEntry.js` limit keeps above its figure. */
export const REMOTE_ENTRY_HEADROOM_BYTES = 300;
/** A change that saves more than this below the headroom earns a lower limit (`npm run budget:set`). */
export const LOWER_AFTER_SAVING_BYTES = 1024;

/** The remotes budgeted: each one's `remoteEntry.js`, and a product page it renders. */
export type BudgetedRemote = 'retail' | 'grocery';

export interface PageBudget {
  /** The product page measured (a fixture product). */
  path: string;
  productName: string;
  /** The most first-load JavaScript the page may have, as sent (brotli). */
  maxBytes: number;
  /** Each file's size as sent when the limit was set, by its name without content hash. */
  files: Record<string, number>;
}

export interface SizeBudget {
  pages: Record<BudgetedRemote, PageBudget>;
  /** `remoteEntry.js` of each remote, as sent (brotli). */
  remoteEntries: Record<BudgetedRemote, { maxBytes: number }>;
}

export interface MeasuredPage {
  /** Bytes as sent by file name without content hash (`host/main.js`, `retail/262.js`). */
  files: Record<string, number>;
}

export interface Measurement {
  pages: Record<BudgetedRemote, MeasuredPage>;
  remoteEntries: Record<BudgetedRemote, number>;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The bytes the servers send for a built file to a browser that takes brotli (every browser the page
 * supports): its `.br` twin, written by compress-dist at quality 11 (made the same way here for a build
 * that has none); a file too small to be worth compressing goes as it is (host-shell/server/static-files.ts).
 */
export function sentBytes(file: string): number {
  const twin = `${file}.br`;
  if (existsSync(twin)) return statSync(twin).size;
  const body = readFileSync(file);
  if (body.length < MIN_COMPRESSED_BYTES) return body.length;
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;
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
  for (const name of Object.keys(budget.pages) as BudgetedRemote[]) {
    const page = budget.pages[name];
    const total = totalOf(measured.pages[name]);
    if (total <= page.maxBytes) {
      const spare = page.maxBytes - total;
      lines.push(
        `${name} product page: ${kb(total)} first-load JavaScript, within its budget of ${kb(page.maxBytes)} (${spare} B to spare)` +
          lowerHint(spare, PAGE_HEADROOM_BYTES),
      );
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
        (within ? ` (${maxBytes - bytes} B to spare)${lowerHint(maxBytes - bytes, REMOTE_ENTRY_HEADROOM_BYTES)}` : ''),
    );
  }
  return { ok, lines };
}

/** Said beside a figure whose change saved enough to earn a lower limit. */
function lowerHint(spare: number, headroom: number): string {
  return spare > headroom + LOWER_AFTER_SAVING_BYTES ? `; ${spare - headroom} B saved since the limit was set: lower it with \`npm run budget:set\`` : '';
}

/** A limit for a figure: the figure and its headroom, rounded up to the next 100 B (never set to the byte). */
export const limitFor = (bytes: number, headroom: number) => Math.ceil((bytes + headroom) / 100) * 100;

/** A budget set from the figures measured: each limit at its figure plus its headroom. */
export function budgetFrom(previous: SizeBudget, measured: Measurement): SizeBudget {
  const pages = Object.fromEntries(
    (Object.keys(previous.pages) as BudgetedRemote[]).map((name) => [
      name,
      { ...previous.pages[name], maxBytes: limitFor(totalOf(measured.pages[name]), PAGE_HEADROOM_BYTES), files: sortedFiles(measured.pages[name].files) },
    ]),
  ) as SizeBudget['pages'];
  const remoteEntries = Object.fromEntries(
    (Object.keys(previous.remoteEntries) as BudgetedRemote[]).map((remote) => [
      remote,
      { maxBytes: limitFor(measured.remoteEntries[remote], REMOTE_ENTRY_HEADROOM_BYTES) },
    ]),
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
