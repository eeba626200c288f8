// Stock as the shopper reads it (spec §4 derived states, §9 limited-stock threshold).
import type { ProductSummaryDto } from '@pdp/backend-api/backend';

const LIMITED_STOCK_THRESHOLD = 5;

export type StockState = { kind: 'out-of-stock' } | { kind: 'coming-soon' } | { kind: 'limited'; count: number } | null;

export function stockState(summary: Pick<ProductSummaryDto, 'tags' | 'stock'>): StockState {
  if (summary.tags.includes('OOS')) return { kind: 'out-of-stock' };
  if (summary.tags.includes('COMING_SOON')) return { kind: 'coming-soon' };
  if (summary.stock !== null && summary.stock > 0 && summary.stock <= LIMITED_STOCK_THRESHOLD) {
    return { kind: 'limited', count: summary.stock };
  }
  return null;
}
