// Buyer- and seller-written text cut to a length the page shows, not dropped for being long. Apart
// from loose-json.ts (read by the first screen), so only the chunks that cut text carry it.

/** A non-empty string cut to `max` characters (whole code points, so an emoji is never split); null when not one. */
export const clippedText = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? (value.length <= max ? value : Array.from(value).slice(0, max).join('')) : null;
