import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { budgetFrom, checkBudget, sentBytes, withoutContentHash, type Measurement, type SizeBudget } from './size-budget';
import { scratchDir } from '../test-kit/src/scratch-dir';

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

  it('sets a new budget at the figures measured plus their headroom: 3 KB a page, 300 B a remoteEntry.js, up to the next 100 B', () => {
    const next = budgetFrom(budget, within);
    // 2,500 B + 3,072 B = 5,572 B → 5,600 B; 500 B + 300 B = 800 B.
    expect(next.pages.retail.maxBytes).toBe(5600);
    expect(next.pages.retail.files).toEqual({ 'host/main.js': 1000, 'retail/lifecycles.js': 1500 });
    expect(next.remoteEntries.grocery.maxBytes).toBe(800);
    expect(next.remoteEntries.retail.maxBytes).toBe(800);
    expect(checkBudget(next, within).ok).toBe(true);
  });

  it('says when a figure saved more than 1 KB below its headroom, so the limit can come down', () => {
    const set = budgetFrom(budget, within);
    const smaller: Measurement = { ...within, pages: { ...within.pages, retail: { files: { 'host/main.js': 1000, 'retail/lifecycles.js': 300 } } } };
    const verdict = checkBudget(set, smaller);
    expect(verdict.ok).toBe(true);
    expect(verdict.lines[0]).toBe(
      'retail product page: 1.3 KB first-load JavaScript, within its budget of 5.5 KB (4300 B to spare); 1228 B saved since the limit was set: lower it with `npm run budget:set`',
    );
    expect(checkBudget(set, within).lines[0]).not.toMatch(/saved/);
  });

  it('counts a file as the server sends it: its brotli twin, brotli 11 where it has none, a small file as it is', () => {
    const folder = scratchDir('budget-');
    const source = 'export const answer = 42;\n'.repeat(200);
    const file = path.join(folder, 'main.js');
    writeFileSync(file, source);
    const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    expect(sentBytes(file)).toBe(brotli);
    expect(sentBytes(file)).toBeLessThan(source.length / 10);
    writeFileSync(`${file}.br`, Buffer.alloc(123));
    expect(sentBytes(file)).toBe(123);
    const small = path.join(folder, 'small.js');
    writeFileSync(small, 'export {};\n');
    expect(sentBytes(small)).toBe(11);
  });

  it('names files without their content hash, so a file keeps its name across builds', () => {
    expect(withoutContentHash('262.b48212766f.js')).toBe('262.js');
    // Any hash of seven characters or more (the builds write eight).
    expect(withoutContentHash('7511.db1abda.js')).toBe('7511.js');
    expect(withoutContentHash('__federation_expose_lifecycles.ad5362e71b.js')).toBe('__federation_expose_lifecycles.js');
    expect(withoutContentHash('main.js')).toBe('main.js');
  });
});
