// Words for shipping options: the logistic code's name, its tags, and its estimated time of arrival.
import type { ShippingOptionDto } from '@pdp/backend-api/backend';
import type { LogisticCode, LogisticTag } from '@pdp/backend-api/enums';
import type { FulfillmentMessageId } from '../../../shared/i18n/parts/fulfillment.messages.id';

export const LOGISTIC_NAMES = {
  HOUR_DEL: 'pdp.shipping.logistic.HOUR_DEL',
  INSTANT: 'pdp.shipping.logistic.INSTANT',
  SAME_DAY: 'pdp.shipping.logistic.SAME_DAY',
  SAMEDAY_PO: 'pdp.shipping.logistic.SAMEDAY_PO',
  INSTANT_PO: 'pdp.shipping.logistic.INSTANT_PO',
  SELLER: 'pdp.shipping.logistic.SELLER',
  STANDARD: 'pdp.shipping.logistic.STANDARD',
  SLOT_DEL: 'pdp.shipping.logistic.SLOT_DEL',
  EXPRESS: 'pdp.shipping.logistic.EXPRESS',
} as const satisfies Record<LogisticCode, FulfillmentMessageId>;

export const LOGISTIC_TAG_NAMES = {
  FREE: 'pdp.shipping.tag.FREE',
  BEST_OFFER: 'pdp.shipping.tag.BEST_OFFER',
} as const satisfies Record<LogisticTag, FulfillmentMessageId>;

export function etdMessage(etd: ShippingOptionDto['etd']): { id: FulfillmentMessageId; values: { min: number; max: number } } {
  const single = etd.min === etd.max;
  const id: FulfillmentMessageId =
    etd.unit === 'HOUR' ? (single ? 'pdp.shipping.etd.hour' : 'pdp.shipping.etd.hours') : single ? 'pdp.shipping.etd.day' : 'pdp.shipping.etd.days';
  return { id, values: { min: etd.min, max: etd.max } };
}

/** The option shown on the page: the best offer, else the cheapest. */
export function headlineOption(options: readonly ShippingOptionDto[]): ShippingOptionDto | null {
  return options.find((option) => option.tags.includes('BEST_OFFER')) ?? [...options].sort((a, b) => a.price - b.price)[0] ?? null;
}
