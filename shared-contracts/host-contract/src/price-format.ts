// Spec §9, shared by the host and the remotes: prices are `Rp` with a dot as the thousands separator; short forms `rb`, `jt`, `M`, `T`
// with one decimal and a comma. Done by hand so the output is the same on every ICU build.

function groupThousands(value: number): string {
  return Math.trunc(Math.abs(value))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export function formatRupiah(value: number): string {
  if (!Number.isFinite(value)) return 'Rp0';
  return `${value < 0 ? '-' : ''}Rp${formatCount(Math.abs(Math.round(value)))}`;
}

/**
 * Tenths of a non-negative value, rounded half up (decision 0070). The product by 10 is read to 12
 * significant digits first, so 4.35 (stored as 4.3499…) counts as 43.5 tenths and rounds to 44.
 */
const tenthsOf = (value: number): number => Math.round(Number((value * 10).toPrecision(12)));

/** Tenths written with their one decimal and a comma, `,0` included: 155 → `15,5`; 160 → `16,0`. */
function withComma(tenths: number): string {
  return `${Math.trunc(tenths / 10)},${tenths % 10}`;
}

const SHORT_UNITS = [
  { size: 1e3, suffix: 'rb' },
  { size: 1e6, suffix: 'jt' },
  { size: 1e9, suffix: 'M' },
  { size: 1e12, suffix: 'T' },
] as const;

/**
 * Decision 0070: the nearest tenth of the largest unit that fits, half up, its decimal always shown
 * (spec §9 "one decimal and a comma", issue 61); a value that rounds to 1000 of a unit is 1 of the
 * next (999.950 → `1,0jt`). 1000 → `1,0rb`, 15.950 → `16,0rb`, 15.949 → `15,9rb`, 2.500.000 →
 * `2,5jt`; below 1000 the whole number (999,4 → `999`).
 */
export function formatShortNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const whole = Math.round(Math.abs(value));
  const sign = value < 0 && whole > 0 ? '-' : '';
  if (whole < 1000) return `${sign}${whole}`;
  const last = SHORT_UNITS.length - 1;
  for (const [index, { size, suffix }] of SHORT_UNITS.entries()) {
    // Tenths of this unit from the whole number: 15950 / 100 is exactly 159.5, where 15.95 × 10 is not.
    const tenths = Math.round(whole / (size / 10));
    if (tenths < 10_000 || index === last) return `${sign}${withComma(tenths)}${suffix}`;
  }
  return `${sign}${whole}`;
}

export function formatShortRupiah(value: number): string {
  return `Rp${formatShortNumber(value)}`;
}

/** Spec §9: a rating out of 5 with one decimal and a comma, always (decision 0070): 4.45 → `4,5`, 4 → `4,0`. */
export function formatRating(value: number): string {
  const safe = Number.isFinite(value) ? Math.min(Math.max(value, 0), 5) : 0;
  return withComma(tenthsOf(safe));
}

/**
 * A count, whole, grouped by thousands with a dot, as both of the page's languages (`id-ID`, `en-ID`)
 * write it: 1250 → `1.250`. By hand, like the prices, so a label that shows a count needs no
 * @formatjs/intl (a button waiting for it would have no name, decision 0079).
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const whole = Math.round(value);
  return `${whole < 0 ? '-' : ''}${groupThousands(whole)}`;
}
