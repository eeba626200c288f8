// The retail page's shipping section: buy now and add to bag (features/buying) for the way chosen,
// then delivery or pickup (features/fulfillment). The buttons come first: the delivery details load
// and grow beneath them, so the buttons never move under the shopper's finger. In-store pickup takes
// one (usePickupQuantity). A chunk of its own (retail-page-parts.ts): the section is below the first
// screen on a phone, and loads as it comes near. The onboarding tips (features/onboarding) start with
// buying (buy now's is the first), so they come with this section, as a chunk of their own.
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import type { BuyingMessageId } from '../../shared/i18n/parts/buying.messages.id';
import { usePdpMessages } from '../../shared/i18n/use-pdp-translator';
import { buyingMessages } from '../../shared/i18n/parts/buying';
import { isComingSoon, isStoreClosed } from '../../shared/product/derived-states';
import { useFulfillment } from '../../features/fulfillment/hooks/use-fulfillment';
import { FulfillmentSection } from '../../features/fulfillment/components/fulfillment-section';
import { BuyBar } from '../../features/buying/components/buy-bar';
import type { ShippingSectionProps } from './page-parts';
import { SectionBoundary } from './section-boundary';
import { usePickupQuantity } from './use-pickup-quantity';
import { OnboardingLayer } from '../../features/onboarding/components/onboarding-layer';

function RetailShippingSection(props: ShippingSectionProps) {
  const { summary, productId, quantity: chosenQuantity, unitPriceOf, variantLabel } = props;
  const { t } = usePdpMessages(buyingMessages);
  const fulfillment = useFulfillment({ summary, productId, quantity: chosenQuantity });
  const pickup = fulfillment.kind === 'pickup';
  const quantity = usePickupQuantity(pickup, props);

  return (
    <>
      <SectionBoundary>
        <BuyBar
          summary={summary}
          quantity={quantity}
          fulfillment={fulfillment.line}
          purchasable={fulfillment.purchasable}
          blockedMessage={t(blockedReason(summary, pickup))}
          unitPrice={unitPriceOf(quantity)}
          variant={variantLabel}
          variantLoading={props.variantLoading}
        />
      </SectionBoundary>
      <SectionBoundary>
        <FulfillmentSection fulfillment={fulfillment} summary={summary} productId={productId} />
      </SectionBoundary>
      <OnboardingLayer />
    </>
  );
}

/** Why the chosen way cannot be bought now (out of stock has its own notify-me button). */
function blockedReason(summary: ProductSummaryDto, pickup: boolean): BuyingMessageId {
  if (isComingSoon(summary)) return 'pdp.buying.blocked.comingSoon';
  if (!pickup && isStoreClosed(summary)) return 'pdp.buying.blocked.storeClosed';
  return pickup ? 'pdp.buying.blocked.pickup' : 'pdp.buying.blocked.delivery';
}

/** The default export: what the page loads lazily (app/retail-page-parts.ts). */
export default RetailShippingSection;
