/**
 * @jest-environment node
 */
// What `npm test` prints of the end-to-end tests that failed: each one's place, titles and the first
// lines of its error, colours stripped; nothing of the tests that passed or were skipped.
import { failedE2eTests, formatFailures } from './e2e-failures.mjs';

const result = (status: string, message?: string) => ({ status, errors: message ? [{ message }] : [] });
const spec = (title: string, line: number, ...results: ReturnType<typeof result>[]) => ({ title, file: 'payments.e2e.ts', line, tests: [{ results }] });

const report = {
  suites: [
    {
      title: 'payments.e2e.ts',
      specs: [],
      suites: [
        {
          title: 'payment options',
          specs: [
            spec('passes', 10, result('passed')),
            spec('is skipped', 20, result('skipped')),
            spec('simulates a motorcycle loan, at 360 px', 171, result('failed', `\u001b[31mAssertionError\u001b[39m: console errors\n${'line\n'.repeat(30)}`)),
            spec('hangs', 200, result('timedOut')),
          ],
        },
      ],
    },
  ],
};

describe('the end-to-end failures npm test ends with', () => {
  it('lists each failed test with its place, titles and the first lines of its error', () => {
    const failed = failedE2eTests(report);
    expect(failed.map(({ where, title }) => [where, title])).toEqual([
      ['payments.e2e.ts:171', 'payment options › simulates a motorcycle loan, at 360 px'],
      ['payments.e2e.ts:200', 'payment options › hangs'],
    ]);
    expect(failed[0]!.error.split('\n')).toHaveLength(12);
    expect(failed[0]!.error.startsWith('AssertionError: console errors\n')).toBe(true);
    expect(failed[1]!.error).toBe('timedOut');

    const printed = formatFailures(failed);
    expect(printed).toContain('✖ payments.e2e.ts:171 › payment options › simulates a motorcycle loan, at 360 px\n    AssertionError: console errors\n');
  });

  it('prints nothing when every test passed', () => {
    expect(formatFailures(failedE2eTests({ suites: [{ title: 'a.e2e.ts', specs: [spec('passes', 1, result('passed'))] }] }))).toBe('');
  });

  it('lists a test that passed only when tried again: a flaky test is a failure', () => {
    const flaky = failedE2eTests({ suites: [{ title: 'a.e2e.ts', specs: [spec('retried', 1, result('failed', 'once'), result('passed'))] }] });
    expect(flaky).toEqual([{ where: 'payments.e2e.ts:1', title: 'retried', error: 'once' }]);
  });
});
