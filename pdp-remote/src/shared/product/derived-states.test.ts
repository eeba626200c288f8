import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { aSummary } from '@pdp/test-kit/summary-factory';
import {
  contextualLayout,
  isComingSoon,
  isLocationChangedBySystem,
  isOutOfStock,
  isPlatformSeller,
  isPurchasableByDelivery,
  isPurchasableByPickup,
  isStoreClosed,
} from './derived-states';

const withMerchant = (merchant: Partial<ProductSummaryDto['merchant']>) => aSummary({ merchant: { ...aSummary().merchant, ...merchant } });

describe('derived states of spec §4', () => {
  it('reads out of stock and coming soon from the tags', () => {
    expect(isOutOfStock(aSummary({ tags: ['OOS'] }))).toBe(true);
    expect(isOutOfStock(aSummary())).toBe(false);
    expect(isComingSoon(aSummary({ tags: ['COMING_SOON'] }))).toBe(true);
  });

  it('treats a store as closed unless it only delays shipping', () => {
    expect(isStoreClosed(aSummary())).toBe(false);
    expect(isStoreClosed(withMerchant({ storeClose: { delayShipping: false } }))).toBe(true);
    expect(isStoreClosed(withMerchant({ storeClose: { delayShipping: true } }))).toBe(false);
  });

  it('needs stock, no coming-soon and an open store to deliver; pickup ignores the store', () => {
    expect(isPurchasableByDelivery(aSummary())).toBe(true);
    const closed = withMerchant({ storeClose: { delayShipping: false } });
    expect(isPurchasableByDelivery(closed)).toBe(false);
    expect(isPurchasableByPickup(closed)).toBe(true);
    expect(isPurchasableByPickup(aSummary({ tags: ['COMING_SOON'] }))).toBe(false);
    expect(isPurchasableByDelivery(aSummary({ tags: ['OOS'] }))).toBe(false);
  });

  it('sees a location change by the system when the default pickup point differs', () => {
    expect(isLocationChangedBySystem('PP-2', 'PP-1')).toBe(true);
    expect(isLocationChangedBySystem('PP-1', 'PP-1')).toBe(false);
    expect(isLocationChangedBySystem(null, 'PP-1')).toBe(false);
  });

  it('knows the platform as a seller by commission type TD or by name', () => {
    expect(isPlatformSeller(withMerchant({ commissionType: 'TD' }))).toBe(true);
    expect(isPlatformSeller(withMerchant({ name: 'Pasarku Official', commissionType: 'CC' }))).toBe(true);
    expect(isPlatformSeller(aSummary())).toBe(false);
  });

  it('picks a contextual price layout from the tags', () => {
    expect(contextualLayout(aSummary({ tags: ['FASHION'] }))).toBe('fashion');
    expect(contextualLayout(aSummary({ tags: ['GADGETS'] }))).toBe('gadgets');
    expect(contextualLayout(aSummary({ tags: ['GROCERY_STORE'] }))).toBe('grocery-store');
    expect(contextualLayout(aSummary())).toBe('default');
  });
});
