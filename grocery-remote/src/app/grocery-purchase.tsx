// The grocery page's own parts of the product page. The shipping section: the shopper's store, its
// delivery slots or pickup (features/grocery-fulfillment), add to the grocery bag through the grocery
// bulk cart update (features/grocery-cart, with the retail buy bar and its cart error catalogue), the
// grocery bag's checkout summary and the nearby stores. After the seller: grocery recommendations.
import { BuyBar, Section, isComingSoon, type ProductPageParts, type PurchasePartProps } from '@pdp/pdp-remote/blocks';
import { useGroceryTranslator } from '../shared/i18n/grocery-catalogues';
import { useGroceryFulfillment } from '../features/grocery-fulfillment/hooks/use-grocery-fulfillment';
import { GroceryFulfillmentSection } from '../features/grocery-fulfillment/components/grocery-fulfillment-section';
import { groceryCartCall } from '../features/grocery-cart/api/update-grocery-cart';
import { CheckoutSummaryBar } from '../features/checkout-summary/components/checkout-summary-bar';
import { NearbyStores } from '../features/nearby-stores/components/nearby-stores';
import { GroceryRecommendations } from '../features/recommendations/components/grocery-recommendations';

function GroceryPurchase({ summary, productId, quantity, unitPriceOf, variantLabel }: PurchasePartProps) {
  const { t } = useGroceryTranslator();
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
      <Section>
        <CheckoutSummaryBar />
      </Section>
      <Section>
        <NearbyStores summary={summary} />
      </Section>
    </>
  );
}

export const GROCERY_PAGE_PARTS: ProductPageParts = {
  Purchase: GroceryPurchase,
  sections: [{ id: 'recommendation', deferredHeight: 260, Component: GroceryRecommendations }],
};
