// The end-to-end tests that failed, from Playwright's JSON report, each with the first lines of its
// error: `npm test` ends with them, so a CI log whose tail is all that is kept still says why.

/** A terminal colour code (ESC [ … m). */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const MAX_LINES = 12;

/**
 * Each test with a result that neither passed nor was skipped (one that passed on a retry is a flaky
 * test, a failure here): its file and line, its titles, and the first lines of its first error.
 */
export function failedE2eTests(report) {
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const result = test.results.find(({ status }) => status !== 'passed' && status !== 'skipped');
        if (!result) continue;
        const message = (result.errors ?? []).map((error) => error.message ?? '').join('\n') || result.status;
        failed.push({
          where: `${spec.file}:${spec.line}`,
          title: [...titles, spec.title].filter(Boolean).join(' › '),
          error: message.replace(ANSI, '').split('\n').slice(0, MAX_LINES).join('\n'),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failed;
}

/** The lines `npm test` prints for them (nothing when none failed). */
export function formatFailures(failed) {
  if (failed.length === 0) return '';
  const blocks = failed.map(({ where, title, error }) => `✖ ${where} › ${title}\n${error.replace(/^/gm, '    ')}`);
  return `\nend-to-end tests that failed:\n${blocks.join('\n')}\n`;
}
