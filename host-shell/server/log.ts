// Structured logs of the host server (issue 20): one JSON object a line, with the time, the level, an
// event name and its fields, so a log pipeline reads them without parsing prose. Each request's line
// carries its trace id (`x-b3-traceid`, taken from the request or made here and passed on to the
// backend), which joins it to the backend's lines for the same call.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

type LogLevel = 'info' | 'warn' | 'error';

export interface Logger {
  log(level: LogLevel, event: string, fields?: Record<string, unknown>): void;
}

/** The header that carries a call's trace id, as the backend names it (spec §7). */
export const TRACE_HEADER = 'x-b3-traceid';
const TRACE_ID = /^[0-9a-f]{16}(?:[0-9a-f]{16})?$/;

/** The request's trace id when it has a well-formed one, else a new one (64 bits, hex). */
export function traceIdOf(headers: IncomingHttpHeaders): string {
  const given = String(headers[TRACE_HEADER] ?? '').toLowerCase();
  return TRACE_ID.test(given) ? given : randomBytes(8).toString('hex');
}

/** An error as fields a line can hold (its message and stack, not the object). */
export const errorFields = (error: unknown): Record<string, unknown> =>
  error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };

/** Writes each entry as one JSON line to `write` (stdout by default). */
export function createJsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  return {
    log(level, event, fields = {}) {
      write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
    },
  };
}

/** Keeps warnings and errors on stderr as before, drops the rest: servers started in tests and development. */
export const quietLogger: Logger = {
  log(level, event, fields) {
    if (level !== 'info') console.error(`[host-server] ${event}`, fields ?? '');
  },
};
