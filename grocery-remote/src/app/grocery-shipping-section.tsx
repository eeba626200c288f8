// The grocery page's own parts of the product page. The shipping section: buy now (the quick checkout
// with the store and window) and add to the grocery bag
// through the grocery bulk cart update (features/grocery-cart, with the retail buy bar and its cart
// error catalogue; it gives the page that bag, so a combo or gifts go there too), then the shopper's store with its delivery slots or pickup
// (features/grocery-fulfillment), the grocery bag's checkout summary, the nearby stores and the
// onboarding tips (the first is buy now's). The button
// comes first, so the store and slots loading beneath it never move it. A chunk of its own
// (grocery-page-parts.ts).
import { lazy, Suspense } from 'react';
import {
  BuyBar,
  buyingMessages,
  Deferred,
  isComingSoon,
  isStoreClosed,
  OnboardingLayer,
  type ShippingSectionProps,
  SectionBoundary,
  useHydrated,
  useMountProps,
  usePickupQuantity,
} from '@pdp/pdp-remote/blocks';
import { useGroceryMessages } from '../shared/i18n/grocery-catalogues';
import { useGroceryFulfillment } from '../features/grocery-fulfillment/hooks/use-grocery-fulfillment';
import { GroceryFulfillmentSection } from '../features/grocery-fulfillment/components/grocery-fulfillment-section';
import { useGroceryBag } from '../features/grocery-cart/state/grocery-bag';

// Not needed for the first paint, so not in the first load: each its own chunk. The bag summary is
// for signed-in shoppers only; nearby stores and recommendations load when they come near the viewport.
const CheckoutSummaryBar = lazy(() => import('../features/checkout-summary/components/checkout-summary-bar'));
const NearbyStores = lazy(() => import('../features/nearby-stores/components/nearby-stores'));

/** Why the way chosen cannot be bought now, in the retail page's words where they apply. */
function useBlockedMessage(summary: ShippingSectionProps['summary'], kind: 'delivery' | 'pickup') {
  const { t } = useGroceryMessages(buyingMessages);
  if (isComingSoon(summary)) return t('pdp.buying.blocked.comingSoon');
  if (kind === 'pickup') return t('grocery.buying.blocked.pickup');
  return t(isStoreClosed(summary) ? 'pdp.buying.blocked.storeClosed' : 'grocery.buying.blocked.delivery');
}

// In-store pickup takes one item here too (spec §9): the stepper stops at 1 and the bag gets 1.
function GroceryShippingSection(props: ShippingSectionProps) {
  const { summary, productId, unitPriceOf, variantLabel } = props;
  const { user } = useMountProps();
  const fulfillment = useGroceryFulfillment({ summary, productId });
  useGroceryBag(fulfillment.cartParams, fulfillment.line, fulfillment.retry);
  const quantity = usePickupQuantity(fulfillment.kind === 'pickup', props);
  const blockedMessage = useBlockedMessage(summary, fulfillment.kind);
  // The server renders for nobody: the bag summary appears after hydration, so both render alike.
  const hydrated = useHydrated();

  return (
    <>
      <SectionBoundary>
        <BuyBar
          summary={summary}
          quantity={quantity}
          fulfillment={fulfillment.line}
          purchasable={fulfillment.purchasable}
          blockedMessage={fulfillment.answer ? blockedMessage : null}
          unitPrice={unitPriceOf(quantity)}
          variant={variantLabel}
          variantLoading={props.variantLoading}
          groceryCheckout={fulfillment.cartParams ?? undefined}
        />
      </SectionBoundary>
      <SectionBoundary>
        <GroceryFulfillmentSection fulfillment={fulfillment} />
      </SectionBoundary>
      {hydrated && user && (
        <SectionBoundary>
          <Suspense fallback={null}>
            <CheckoutSummaryBar />
          </Suspense>
        </SectionBoundary>
      )}
      <SectionBoundary>
        <Deferred minHeight={120}>
          <NearbyStores summary={summary} />
        </Deferred>
      </SectionBoundary>
      <OnboardingLayer />
    </>
  );
}

/** The default export: what the page loads lazily. */
export default GroceryShippingSection;
