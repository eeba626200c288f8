// How a grocery bag line reaches the shopper: delivered from its store in the window chosen, or
// collected there. A line that does not say (an older backend, a window it cannot read) says nothing.
import type { CartItemDto } from '@pdp/backend-api/cart';
import { formatWeekdayDate } from '@pdp/host-contract/date-format';
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { hostPageMessagesId } from '../../shared/i18n/pages.messages.id';
import { hostTheme } from '../../shared/ui/styles';

export function GroceryLine({ item }: { item: Pick<CartItemDto, 'fulfillment' | 'grocery'> }) {
  const { t, locale } = useHostTranslator(hostPageMessagesId);
  const { grocery } = item;
  if (!grocery || typeof grocery.warehouseName !== 'string') return null;
  const { slot, shippingType, warehouseName } = grocery;
  let text: string | null = null;
  if (item.fulfillment === 'pickup') text = t('host.cart.grocery.pickup', { store: warehouseName });
  else if (shippingType && slot && !Number.isNaN(Date.parse(slot.date))) {
    text = t(shippingType === 'DELIVER_NOW' ? 'host.cart.grocery.deliverNow' : 'host.cart.grocery.scheduled', {
      store: warehouseName,
      day: formatWeekdayDate(slot.date, locale),
      start: slot.start,
      end: slot.end,
    });
  }
  return text ? <p css={{ margin: 0, color: hostTheme.color.muted, fontSize: 14 }}>{text}</p> : null;
}
