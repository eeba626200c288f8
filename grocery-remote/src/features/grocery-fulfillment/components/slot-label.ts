// A delivery window in the shopper's words, e.g. "Senin, 23 November, 10:00–12:00".
import type { DeliverySlotDto } from '@pdp/backend-api/grocery';
import { formatPickupDate } from '@pdp/pdp-remote/blocks';

type Translate = (id: 'grocery.delivery.slot', values: Record<string, string>) => string;

export function slotLabel(slot: Pick<DeliverySlotDto, 'date' | 'start' | 'end'>, t: Translate, locale: string): string {
  return t('grocery.delivery.slot', { day: formatPickupDate(slot.date, locale), start: slot.start, end: slot.end });
}
