// The retail remote's promo section content: the voucher row, and for an item tagged COMBO the combo
// row, a chunk of its own whose placeholder holds its height (the server render waits for it).
import { lazy, memo, Suspense } from 'react';
import { PromoStrip } from '../features/promotions/components/promo-strip';
import type { PromotionsPartProps } from './page-parts';

const ComboStrip = lazy(() =>
  import(/* webpackChunkName: "section-combo" */ '../features/combo/components/combo-strip').then((module) => ({ default: module.ComboStrip })),
);

/** The combo row's height (combo-strip.tsx), held until its chunk arrives. */
const COMBO_ROW_HEIGHT = 60;

export const RetailPromotions = memo(function RetailPromotions({ summary, productId, promotionsPath, comboListPath }: PromotionsPartProps) {
  return (
    <>
      <PromoStrip productId={productId} itemSku={summary.itemSku} promotionsPath={promotionsPath} />
      {summary.tags.includes('COMBO') && (
        <Suspense fallback={<div aria-hidden="true" style={{ minHeight: COMBO_ROW_HEIGHT }} />}>
          <ComboStrip productId={productId} comboListPath={comboListPath} />
        </Suspense>
      )}
    </>
  );
});
