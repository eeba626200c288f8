// Spec §9, shared by the host and the remotes: prices are `Rp` with a dot as the thousands separator; short forms `rb`, `jt`, `M`, `T`
// with one decimal and a comma. Done by hand so the output is the same on every ICU build.

function groupThousands(value: number): string {
  return Math.trunc(Math.abs(value))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export function formatRupiah(value: number): string {
  if (!Number.isFinite(value)) return 'Rp0';
  return `${value < 0 ? '-' : ''}Rp${groupThousands(Math.round(value))}`;
}

/** One decimal with a comma, trailing `,0` dropped: 1500 → `1,5`, 2000 → `2`. */
function oneDecimal(value: number): string {
  const rounded = Math.floor(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1).replace('.', ',');
}

const SHORT_UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'M' },
  { size: 1e6, suffix: 'jt' },
  { size: 1e3, suffix: 'rb' },
] as const;

/** 1500 → `1,5rb`, 2_500_000 → `2,5jt`, 1e9 → `1M`, 3.25e12 → `3,2T`; below 1000 as is. */
export function formatShortNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  const unit = SHORT_UNITS.find(({ size }) => magnitude >= size);
  return unit ? `${sign}${oneDecimal(magnitude / unit.size)}${unit.suffix}` : `${sign}${Math.trunc(magnitude)}`;
}

export function formatShortRupiah(value: number): string {
  return `Rp${formatShortNumber(value)}`;
}

/** Spec §9: average rating with one decimal and a comma, e.g. `4,5`. */
export function formatRating(value: number): string {
  const safe = Number.isFinite(value) ? Math.min(Math.max(value, 0), 5) : 0;
  return safe.toFixed(1).replace('.', ',');
}
