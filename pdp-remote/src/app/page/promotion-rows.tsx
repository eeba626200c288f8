// The promo section's rows beside the campaign, on the retail and grocery pages alike (spec §1 names
// no vendor for them): the voucher row, and for an item tagged COMBO or FREE_GIFT the combo or
// free-gift row, each a chunk of its own whose placeholder holds its height (the server render waits
// for it). The super-app variant shows the free-gift row only behind its
// switch (spec §6).
import { lazy, memo, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { PromoStrip } from '../../features/promotions/components/promo-strip';
import { productConfigAtom } from '../../shared/product-config/state/product-config-atoms';
import { useMountProps } from '../../shared/mount/mount-context';
import { PROMO_ROW_HEIGHT } from '../../shared/ui/promo-row';
import type { PromotionsPartProps } from './page-parts';

const ComboStrip = lazy(() => import('../../features/combo/components/combo-strip'));

const FreeGiftStrip = lazy(() => import('../../features/free-gift/components/free-gift-strip'));

/** The combo and free-gift rows' height (promo rows), held until their chunk arrives. */
const placeholder = <div aria-hidden="true" style={{ minHeight: PROMO_ROW_HEIGHT }} />;

function useFreeGiftShown(summary: ProductSummaryDto): boolean {
  const { vendor } = useMountProps();
  const config = useAtomValue(productConfigAtom);
  if (!summary.tags.includes('FREE_GIFT')) return false;
  return vendor !== 'RETAIL_SUPER_APP' || config?.superAppFreeGiftEnabled === true;
}

export const PromotionRows = memo(function PromotionRows({ summary, productId, promotionsPath, comboListPath, quantity, unitPrice }: PromotionsPartProps) {
  const freeGiftShown = useFreeGiftShown(summary);
  return (
    <>
      <PromoStrip productId={productId} itemSku={summary.itemSku} promotionsPath={promotionsPath} />
      {summary.tags.includes('COMBO') && (
        <Suspense fallback={placeholder}>
          <ComboStrip productId={productId} comboListPath={comboListPath} />
        </Suspense>
      )}
      {freeGiftShown && (
        <Suspense fallback={placeholder}>
          <FreeGiftStrip productId={productId} itemSku={summary.itemSku} quantity={quantity} unitPrice={unitPrice} />
        </Suspense>
      )}
    </>
  );
});
