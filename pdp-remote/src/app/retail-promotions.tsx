// The retail remote's promo section content: the voucher row, and for an item tagged COMBO or
// FREE_GIFT the combo or free-gift row, each a chunk of its own whose placeholder holds its height
// (the server render waits for it).
import { lazy, memo, Suspense } from 'react';
import { PromoStrip } from '../features/promotions/components/promo-strip';
import { PROMO_ROW_HEIGHT } from '../shared/ui/promo-row';
import type { PromotionsPartProps } from './page-parts';

const ComboStrip = lazy(() => import(/* webpackChunkName: "section-combo" */ '../features/combo/components/combo-strip'));

const FreeGiftStrip = lazy(() => import(/* webpackChunkName: "section-free-gift" */ '../features/free-gift/components/free-gift-strip'));

/** The combo and free-gift rows' height (promo rows), held until their chunk arrives. */
const placeholder = <div aria-hidden="true" style={{ minHeight: PROMO_ROW_HEIGHT }} />;

export const RetailPromotions = memo(function RetailPromotions({
  summary,
  productId,
  promotionsPath,
  comboListPath,
  quantity,
  unitPrice,
}: PromotionsPartProps) {
  return (
    <>
      <PromoStrip productId={productId} itemSku={summary.itemSku} promotionsPath={promotionsPath} />
      {summary.tags.includes('COMBO') && (
        <Suspense fallback={placeholder}>
          <ComboStrip productId={productId} comboListPath={comboListPath} />
        </Suspense>
      )}
      {summary.tags.includes('FREE_GIFT') && (
        <Suspense fallback={placeholder}>
          <FreeGiftStrip productId={productId} itemSku={summary.itemSku} quantity={quantity} unitPrice={unitPrice} />
        </Suspense>
      )}
    </>
  );
});
