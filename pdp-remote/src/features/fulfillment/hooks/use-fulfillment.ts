// Everything about how the shown item reaches the shopper: the way chosen, what each way allows at
// their location, the shipping info (fetched only while delivery is not UNAVAILABLE, else cleared),
// the pickup point serving them, and whether the item can be bought the chosen way.
import { useCallback } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { FulfillmentKind, PickupPointDto, ProductSummaryDto } from '@pdp/backend-api/backend';
import type { FulfillmentAvailability } from '@pdp/backend-api/enums';
import { shippingLocationAtom, shippingLocationStateAtom } from '../../../shared/location/shipping-location';
import { isLocationChangedBySystem, isPurchasableByDelivery, isPurchasableByPickup } from '../../../shared/product/derived-states';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { deliveryAvailability, initialKind, pickupAvailability } from '../model/availability';
import { fulfillmentChoiceAtom, nearestPickupPointRequest, shippingInfoRequest } from '../state/fulfillment-atoms';

interface FulfillmentLine {
  fulfillment: FulfillmentKind;
  pickupPointCode: string;
}

export function useFulfillment({ summary, productId, quantity }: { summary: ProductSummaryDto; productId: string; quantity: number }) {
  const locationState = useAtomValue(shippingLocationStateAtom);
  const location = useAtomValue(shippingLocationAtom);
  const [choice, setChoice] = useAtom(fulfillmentChoiceAtom);
  const mine = choice?.productSku === summary.productSku ? choice : null;
  const locationKnown = locationState.status === 'ready';
  const requestedPointCode = mine?.pickupPointCode ?? summary.pickupPointCode;

  const shipping = useKeyedRequest(
    shippingInfoRequest,
    locationKnown && summary.fulfillmentTypes.delivery !== 'UNAVAILABLE' ? { productId, location, quantity } : null,
  );
  const pickupPoints = useKeyedRequest(
    nearestPickupPointRequest,
    locationKnown && summary.fulfillmentTypes.pickup !== 'UNAVAILABLE' ? { productId, location, pickupPointCode: requestedPointCode } : null,
  );

  const pointsAnswer = pickupPoints.state?.status === 'loaded' ? pickupPoints.state.data : null;
  const point: PickupPointDto | null = pointsAnswer?.defaultPickupPoint ?? null;
  const delivery: FulfillmentAvailability = deliveryAvailability(summary, shipping.state?.status === 'loaded' ? shipping.state.data : null);
  // A failed call says nothing about the shopper's location: pickup stays choosable, and its panel
  // says the points could not be loaded, with a retry (the buy buttons wait for a point).
  const pickup: FulfillmentAvailability = pickupAvailability(summary, point, pointsAnswer !== null);
  const kind = mine?.kind ?? initialKind(summary, null);

  const purchasable =
    kind === 'delivery'
      ? isPurchasableByDelivery(summary) && delivery === 'AVAILABLE'
      : isPurchasableByPickup(summary) && pickup === 'AVAILABLE' && point !== null;
  const line: FulfillmentLine = { fulfillment: kind, pickupPointCode: kind === 'pickup' && point ? point.code : summary.pickupPointCode };

  const choose = useCallback(
    (next: FulfillmentKind) =>
      setChoice((current) => ({
        productSku: summary.productSku,
        kind: next,
        pickupPointCode: current?.productSku === summary.productSku ? current.pickupPointCode : null,
      })),
    [setChoice, summary.productSku],
  );
  const choosePickupPoint = useCallback(
    (code: string) => setChoice({ productSku: summary.productSku, kind: 'pickup', pickupPointCode: code }),
    [setChoice, summary.productSku],
  );

  return {
    kind,
    choose,
    choosePickupPoint,
    location,
    locationKnown,
    delivery,
    pickup,
    shipping,
    pickupPoints,
    point,
    nearestPoint: pointsAnswer?.nearestPickupPoint ?? null,
    /** The system serves the shopper from another point than the one they had (spec §4). */
    locationChanged: point !== null && isLocationChangedBySystem(point.code, requestedPointCode),
    purchasable,
    line,
  };
}

export type Fulfillment = ReturnType<typeof useFulfillment>;
