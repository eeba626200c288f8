// The first-load budget, checked on the production builds: both product pages and each remote's
// remoteEntry.js, as sent (brotli), against the limits in tooling/bench/first-load-budget.json, each
// the figure when it was set plus its headroom (decision 0060). A failure names the files that grew.
// And each of those scripts comes with V8's compile hint on its first line (decision 0080).
import assert from 'node:assert/strict';
import { BUDGET_FILE, firstLoadScripts, measureBudgetedFigures } from '../bench/first-load';
import { checkBudget, readBudget } from '../bench/size-budget';
import { e2eSuite, describe, it } from './harness';

const e2e = e2eSuite();

describe('first-load JavaScript', () => {
  it('fits the committed budget on the retail and grocery product pages and for each remoteEntry.js', async () => {
    const budget = readBudget(BUDGET_FILE);
    const verdict = checkBudget(budget, await measureBudgetedFigures(e2e.browser, e2e.stack, budget));
    for (const line of verdict.lines) console.log(`  ${line}`);
    assert.ok(verdict.ok, verdict.lines.join('\n'));
  });

  it("sends every script of both product pages' first load with V8's compile hint on its first line", async () => {
    const { pages } = readBudget(BUDGET_FILE);
    for (const page of Object.values(pages)) {
      const scripts = await firstLoadScripts(e2e.browser, `${e2e.stack.urls.host}${page.path}`, page.productName);
      // main.js, the host's start chunk, the remote's container and its chunk (decision 0084).
      assert.ok(scripts.length >= 4, `${page.path}: ${scripts.length} scripts`);
      for (const url of scripts) {
        const code = await (await fetch(url)).text();
        assert.ok(code.startsWith('//# allFunctionsCalledOnLoad\n'), `${url} starts with ${JSON.stringify(code.slice(0, 40))}`);
      }
    }
  });
});
