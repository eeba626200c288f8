import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetFrom, checkBudget, gzippedBytes, withoutContentHash, type Measurement, type SizeBudget } from './size-budget';

const budget: SizeBudget = {
  pages: {
    retail: { path: '/p/a/ps--A-1', productName: 'A', maxBytes: 3000, files: { 'host/main.js': 1000, 'retail/lifecycles.js': 1500 } },
    grocery: { path: '/grocery/p/b/ps--B-1', productName: 'B', maxBytes: 2000, files: { 'host/main.js': 1000, 'grocery/lifecycles.js': 900 } },
  },
  remoteEntries: { retail: { maxBytes: 500 }, grocery: { maxBytes: 500 } },
};

const within: Measurement = {
  pages: {
    retail: { files: { 'host/main.js': 1000, 'retail/lifecycles.js': 1500 } },
    grocery: { files: { 'host/main.js': 1000, 'grocery/lifecycles.js': 900 } },
  },
  remoteEntries: { retail: 480, grocery: 500 },
};

describe('the first-load budget check', () => {
  it('passes figures at or under every budget', () => {
    const verdict = checkBudget(budget, within);
    expect(verdict.ok).toBe(true);
    expect(verdict.lines[0]).toBe('retail product page: 2.4 KB first-load JavaScript, within its budget of 2.9 KB (500 B to spare)');
    expect(verdict.lines[2]).toBe('retail remoteEntry.js: 0.5 KB, within its budget of 0.5 KB (20 B to spare)');
  });

  it('fails a page over its budget and names the files that grew or are new', () => {
    const over: Measurement = {
      ...within,
      pages: { ...within.pages, retail: { files: { 'host/main.js': 1000, 'retail/lifecycles.js': 1900, 'retail/123.js': 200 } } },
    };
    const verdict = checkBudget(budget, over);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines[0]).toBe(
      'retail product page: 3.0 KB first-load JavaScript, over its budget of 2.9 KB by 100 B. Grew: retail/lifecycles.js (1.5 KB → 1.9 KB, +400 B); retail/123.js (new, 0.2 KB)',
    );
    expect(verdict.lines[1]).toMatch(/^grocery product page: .* within/);
  });

  it('fails a remoteEntry.js over its budget even when the pages fit', () => {
    const verdict = checkBudget(budget, { ...within, remoteEntries: { retail: 480, grocery: 501 } });
    expect(verdict.ok).toBe(false);
    expect(verdict.lines).toContain('grocery remoteEntry.js: 0.5 KB, over by 1 B, its budget of 0.5 KB');
  });

  it('sets a new budget at the figures measured, rounded up to the next 0.1 KB', () => {
    const next = budgetFrom(budget, within);
    expect(next.pages.retail.maxBytes).toBe(2560);
    expect(next.pages.retail.files).toEqual({ 'host/main.js': 1000, 'retail/lifecycles.js': 1500 });
    expect(next.remoteEntries.grocery.maxBytes).toBe(512);
    expect(checkBudget(next, within).ok).toBe(true);
  });

  it('counts a file as the server sends it: gzipped at level 9', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'budget-'));
    const file = path.join(folder, 'main.js');
    const source = 'export const answer = 42;\n'.repeat(200);
    writeFileSync(file, source);
    expect(gzippedBytes(file)).toBe(gzipSync(source, { level: 9 }).length);
    expect(gzippedBytes(file)).toBeLessThan(source.length / 10);
  });

  it('names files without their content hash, so a file keeps its name across builds', () => {
    expect(withoutContentHash('262.b48212766f.js')).toBe('262.js');
    // A remote's chunks carry seven hash characters (decision 0043).
    expect(withoutContentHash('7511.db1abda.js')).toBe('7511.js');
    expect(withoutContentHash('__federation_expose_lifecycles.ad5362e71b.js')).toBe('__federation_expose_lifecycles.js');
    expect(withoutContentHash('main.js')).toBe('main.js');
  });
});
