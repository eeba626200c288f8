// The first-load budget, checked on the production builds: both product pages and each remote's
// remoteEntry.js, as sent (brotli), against the limits in tooling/bench/first-load-budget.json, each
// the figure when it was set plus its headroom (decision 0060). A failure names the files that grew.
// And each of those scripts comes with V8's compile hint on its first line (decision 0080).
import { BUDGET_FILE, firstLoadScripts, measureBudgetedFigures } from '../bench/first-load';
import { checkBudget, readBudget } from '../bench/size-budget';
import { expect, test } from './fixtures';

test.describe('first-load JavaScript', () => {
  test('fits the committed budget on the retail and grocery product pages and for each remoteEntry.js', async ({ browser, stack }) => {
    const budget = readBudget(BUDGET_FILE);
    const verdict = checkBudget(budget, await measureBudgetedFigures(browser, stack, budget));
    for (const line of verdict.lines) console.log(`  ${line}`);
    expect(verdict.ok, verdict.lines.join('\n')).toBe(true);
  });

  test("sends every script of both product pages' first load with V8's compile hint on its first line", async ({ browser, stack }) => {
    const { pages } = readBudget(BUDGET_FILE);
    for (const page of Object.values(pages)) {
      const scripts = await firstLoadScripts(browser, `${stack.host}${page.path}`, page.productName);
      // main.js, the host's start chunk, the remote's container and its chunk (decision 0084).
      expect(scripts.length, `${page.path}: ${scripts.join(' ')}`).toBeGreaterThanOrEqual(4);
      for (const url of scripts) {
        const code = await (await fetch(url)).text();
        expect(code.slice(0, 40), `the start of ${url}`).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
      }
    }
  });
});
