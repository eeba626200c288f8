// Reading the backend's JSON without trusting it: every normaliser of both remotes takes its fields
// through these, so a missing, mistyped or hostile field becomes a safe default in one way
// everywhere. (Fields the spec gives rules for have their own checks beside the normaliser.)

/** A JSON object read loosely: any key may be missing or of any type. */
export type Loose = Record<string, unknown>;

/** A JSON object (not null, not an array). */
export const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object, or an empty one. */
export const record = (value: unknown): Loose => (isRecord(value) ? value : {});

/** A string, or the fallback. */
export const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** A non-empty string no longer than `max` characters (names and ids kept in storage or shown as they are). */
export const isShortText = (value: unknown, max: number): value is string => typeof value === 'string' && value !== '' && value.length <= max;

/** Buyer- and seller-written text cut to `max` characters (whole code points, so an emoji is never split), not dropped for being long; null when not a non-empty string. */
export const clippedText = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? (value.length <= max ? value : Array.from(value).slice(0, max).join('')) : null;

/** A finite number not below zero, else 0 (counts and statistics). */
export const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

/** A whole number not below zero, else null (a number the caller must not guess). */
export const wholeCount = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** An array, or an empty one. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The objects of an array, anything else dropped. */
export const records = (value: unknown): Loose[] => list(value).filter(isRecord);

/** Only http(s) and same-site URLs may reach an `src` or `href`. */
export function safeUrl(value: unknown): string {
  const url = text(value).trim();
  if (url.includes('\\')) return '';
  return /^(https?:)?\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//')) ? url : '';
}
