// Types of e2e-failures.mjs (a plain script `npm test` runs before anything is built).

/** Playwright's JSON report, as far as it is read here. */
export interface E2eReport {
  suites?: E2eSuiteReport[];
}
interface E2eSuiteReport {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { results: { status: string; errors?: { message?: string }[] }[] }[] }[];
  suites?: E2eSuiteReport[];
}

export interface FailedE2eTest {
  /** file:line of the test. */
  where: string;
  /** Its describe titles and its own, joined. */
  title: string;
  /** The first lines of its first error, without colours. */
  error: string;
}

export function failedE2eTests(report: E2eReport): FailedE2eTest[];
export function formatFailures(failed: FailedE2eTest[]): string;
