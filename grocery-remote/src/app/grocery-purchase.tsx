// The grocery page's own parts of the product page. The shipping section: the shopper's store, its
// delivery slots or pickup (features/grocery-fulfillment), add to the grocery bag through the grocery
// bulk cart update (features/grocery-cart, with the retail buy bar and its cart error catalogue), the
// grocery bag's checkout summary and the nearby stores. After the seller: grocery recommendations.
import { lazy, Suspense } from 'react';
import { BuyBar, Deferred, Section, isComingSoon, useMountProps, type ProductPageParts, type PurchasePartProps } from '@pdp/pdp-remote/blocks';
import { useGroceryTranslator } from '../shared/i18n/grocery-catalogues';
import { useGroceryFulfillment } from '../features/grocery-fulfillment/hooks/use-grocery-fulfillment';
import { GroceryFulfillmentSection } from '../features/grocery-fulfillment/components/grocery-fulfillment-section';
import { groceryCartCall } from '../features/grocery-cart/api/update-grocery-cart';

// Not needed for the first paint, so not in the first load: each its own chunk. The bag summary is
// for signed-in shoppers only; nearby stores and recommendations load when they come near the viewport.
const CheckoutSummaryBar = lazy(() =>
  import(/* webpackChunkName: "grocery-checkout-summary" */ '../features/checkout-summary/components/checkout-summary-bar').then((module) => ({ default: module.CheckoutSummaryBar })),
);
const NearbyStores = lazy(() =>
  import(/* webpackChunkName: "grocery-nearby-stores" */ '../features/nearby-stores/components/nearby-stores').then((module) => ({ default: module.NearbyStores })),
);
const GroceryRecommendations = lazy(() =>
  import(/* webpackChunkName: "section-grocery-recommendations" */ '../features/recommendations/components/grocery-recommendations').then((module) => ({ default: module.GroceryRecommendations })),
);

function GroceryPurchase({ summary, productId, quantity, unitPriceOf, variantLabel }: PurchasePartProps) {
  const { t } = useGroceryTranslator();
  const { user } = useMountProps();
  const fulfillment = useGroceryFulfillment({ summary, productId });
  const blockedMessage = isComingSoon(summary)
    ? t('pdp.buying.blocked.comingSoon')
    : t(fulfillment.kind === 'pickup' ? 'grocery.buying.blocked.pickup' : 'grocery.buying.blocked.delivery');

  return (
    <>
      <Section>
        <GroceryFulfillmentSection fulfillment={fulfillment} />
      </Section>
      <Section>
        <BuyBar
          summary={summary}
          quantity={quantity}
          fulfillment={fulfillment.line}
          purchasable={fulfillment.purchasable}
          blockedMessage={fulfillment.answer ? blockedMessage : null}
          unitPrice={unitPriceOf(quantity)}
          variant={variantLabel}
          buyNow={false}
          addToBagCall={fulfillment.cartParams ? groceryCartCall(fulfillment.cartParams) : undefined}
        />
      </Section>
      {user && (
        <Section>
          <Suspense fallback={null}>
            <CheckoutSummaryBar />
          </Suspense>
        </Section>
      )}
      <Section>
        <Deferred minHeight={120}>
          <NearbyStores summary={summary} />
        </Deferred>
      </Section>
    </>
  );
}

export const GROCERY_PAGE_PARTS: ProductPageParts = {
  Purchase: GroceryPurchase,
  sections: [{ id: 'recommendation', deferredHeight: 260, Component: GroceryRecommendations }],
};
