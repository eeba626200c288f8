// The derived states of spec §4, as pure functions of the summary (and, where it takes one, of the
// shopper's pickup point).
import type { ProductSummaryDto } from '@pdp/backend-api/backend';

type Summary = Pick<ProductSummaryDto, 'tags' | 'merchant' | 'fulfillmentTypes'>;

/** Names of the platform's own seller accounts (besides commission type TD). */
const PLATFORM_SELLER_NAMES: readonly string[] = ['Pasarku Official', 'Pasarku Fresh'];

export const isOutOfStock = (summary: Pick<Summary, 'tags'>) => summary.tags.includes('OOS');
export const isComingSoon = (summary: Pick<Summary, 'tags'>) => summary.tags.includes('COMING_SOON');

/** Closed unless the store only delays shipping while away. */
export const isStoreClosed = (summary: Pick<Summary, 'merchant'>) =>
  summary.merchant.storeClose !== undefined && summary.merchant.storeClose.delayShipping !== true;

export const isPurchasableByDelivery = (summary: Summary) => !isOutOfStock(summary) && !isComingSoon(summary) && !isStoreClosed(summary);
export const isPurchasableByPickup = (summary: Summary) => !isOutOfStock(summary) && !isComingSoon(summary);

/** The system moved the shopper to another pickup point than the one they had. */
export const isLocationChangedBySystem = (defaultPickupPointCode: string | null, currentPickupPointCode: string | null) =>
  defaultPickupPointCode !== null && currentPickupPointCode !== null && defaultPickupPointCode !== currentPickupPointCode;

export const isPlatformSeller = (summary: Pick<Summary, 'merchant'>) =>
  summary.merchant.commissionType === 'TD' || PLATFORM_SELLER_NAMES.includes(summary.merchant.name);

export type ContextualLayout = 'fashion' | 'grocery-store' | 'gadgets' | 'default';

/** Contextual price layout from the product's tags. */
export function contextualLayout(summary: Pick<Summary, 'tags'>): ContextualLayout {
  if (summary.tags.includes('FASHION')) return 'fashion';
  if (summary.tags.includes('GROCERY_STORE')) return 'grocery-store';
  if (summary.tags.includes('GADGETS')) return 'gadgets';
  return 'default';
}
