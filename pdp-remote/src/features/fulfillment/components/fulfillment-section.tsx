// The shipping section: how the item reaches the shopper. The choice between delivery and pickup
// (each with its availability), then for delivery the destination, the best shipping option and
// the options modal; for pickup the point serving the shopper, its schedule, the nearest and other
// points, and the notice when the system moved the shopper to another point.
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { theme } from '../../../shared/ui/theme';
import type { Fulfillment } from '../hooks/use-fulfillment';
import { FulfillmentKindPicker } from './fulfillment-kind-picker';
import { DeliveryPanel } from './delivery-panel';
import { PickupPanel } from './pickup-panel';

export function FulfillmentSection({ fulfillment, summary, productId }: { fulfillment: Fulfillment; summary: ProductSummaryDto; productId: string }) {
  const offersPickup = summary.fulfillmentTypes.pickup !== 'UNAVAILABLE';
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      {offersPickup && (
        <FulfillmentKindPicker delivery={fulfillment.delivery} pickup={fulfillment.pickup} kind={fulfillment.kind} onChoose={fulfillment.choose} />
      )}
      {fulfillment.kind === 'delivery' ? (
        <DeliveryPanel fulfillment={fulfillment} />
      ) : (
        <PickupPanel fulfillment={fulfillment} summary={summary} productId={productId} />
      )}
    </div>
  );
}
