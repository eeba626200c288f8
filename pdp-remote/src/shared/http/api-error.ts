// The one error type every backend call throws: HTTP status, the backend's code, and its field
// messages (`errors.voucher`, `errors.user[0]`, …). Features map codes to catalogue messages.

export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  malformed: 'MALFORMED_RESPONSE',
  unknown: 'UNKNOWN_ERROR',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer arrived (network failure or timeout). */
    readonly status: number,
    /** The backend's error code, or one of CLIENT_ERROR_CODES. */
    readonly code: string,
    readonly fieldErrors: Readonly<Record<string, readonly string[]>> = {},
    readonly traceId?: string,
  ) {
    super(`Backend call failed: ${status} ${code}`);
  }

  /** The first message the backend gave for a field, e.g. `firstFieldError('voucher')`. */
  firstFieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}
