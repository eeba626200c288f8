// A price from any answer that carries one (recently viewed, recommendations): the price paid must be
// a number; the listed price falls back to it and the discount is worked out, never trusted.
import type { PriceDto } from '@pdp/backend-api/backend';
import { record } from '../http/loose-json';

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

export function normalisePrice(raw: unknown): PriceDto | null {
  const price = record(raw);
  const offered = price.offered;
  if (!finite(offered)) return null;
  const listed = finite(price.listed) && price.listed >= offered ? price.listed : offered;
  return { listed, offered, discountPercentage: listed > 0 ? Math.round(((listed - offered) / listed) * 100) : 0 };
}
