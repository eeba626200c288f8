// The shipping part of spec §8's catalogue: each code to its message and the numbers it names.
import { ERROR_DETAIL_FIELDS } from '@pdp/backend-api/backend';
import { isOneOf } from '@pdp/backend-api/enums';
import { SHIPPING_ERROR_CODES, type ShippingErrorCode } from '@pdp/backend-api/error-codes';
import type { ApiError } from '../../../shared/http/api-error';
import type { FulfillmentMessageId } from '../../../shared/i18n/parts/fulfillment.messages.id';

const SHIPPING_ERROR_MESSAGES = {
  SHIP_NOT_COVERED: 'pdp.shipping.error.SHIP_NOT_COVERED',
  DG_NOT_MATCH: 'pdp.shipping.error.DG_NOT_MATCH',
  MAX_WEIGHT_PER_ITEM_EXCEEDED: 'pdp.shipping.error.MAX_WEIGHT_PER_ITEM_EXCEEDED',
  TOTAL_ITEM_WEIGHT_EXCEEDED: 'pdp.shipping.error.TOTAL_ITEM_WEIGHT_EXCEEDED',
  MAXIMUM_DISTANCE_EXCEEDED: 'pdp.shipping.error.MAXIMUM_DISTANCE_EXCEEDED',
  EXCEED_WORKHOUR: 'pdp.shipping.error.EXCEED_WORKHOUR',
  ETD_CALCULATION_ERROR: 'pdp.shipping.error.ETD_CALCULATION_ERROR',
  CUSTOMER_GEO_LOCATION_REQUIRED: 'pdp.shipping.error.CUSTOMER_GEO_LOCATION_REQUIRED',
  EXTERNAL_API_FAILURE: 'pdp.shipping.error.EXTERNAL_API_FAILURE',
} as const satisfies Record<ShippingErrorCode, FulfillmentMessageId>;

export interface ShippingErrorMessage {
  id: FulfillmentMessageId;
  values: Record<string, string>;
  /** A code of the catalogue (the shopper must change something), not a failed call to retry. */
  known: boolean;
  /** The courier needs the address's location pin: the shopper is offered to set it. */
  needsPin: boolean;
}

export function shippingErrorMessage(error: ApiError): ShippingErrorMessage {
  if (!isOneOf(SHIPPING_ERROR_CODES, error.code)) return { id: 'pdp.shipping.loadFailed', values: {}, known: false, needsPin: false };
  return {
    id: SHIPPING_ERROR_MESSAGES[error.code],
    values: {
      maxWeight: error.firstFieldError(ERROR_DETAIL_FIELDS.maxWeightKg) ?? '',
      maxDistance: error.firstFieldError(ERROR_DETAIL_FIELDS.maxDistanceKm) ?? '',
    },
    known: true,
    needsPin: error.code === 'CUSTOMER_GEO_LOCATION_REQUIRED',
  };
}
