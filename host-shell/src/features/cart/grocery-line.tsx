// How a grocery bag line reaches the shopper: delivered from its store in the window chosen, or
// collected there. Lines from an older backend without it say nothing.
import type { CartItemDto } from '@pdp/shared-contracts';
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { hostTheme } from '../../shared/ui/styles';

const day = (date: string, locale: string) =>
  // Calendar days of the store: read in UTC so no time zone shifts the day.
  new Intl.DateTimeFormat(locale.startsWith('en') ? 'en-GB' : 'id-ID', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

export function GroceryLine({ grocery }: { grocery: CartItemDto['grocery'] }) {
  const { t, locale } = useHostTranslator();
  if (!grocery || typeof grocery.warehouseName !== 'string') return null;
  const { slot, shippingType, warehouseName } = grocery;
  const text =
    shippingType && slot && !Number.isNaN(Date.parse(slot.date))
      ? t(shippingType === 'DELIVER_NOW' ? 'host.cart.grocery.deliverNow' : 'host.cart.grocery.scheduled', { store: warehouseName, day: day(slot.date, locale), start: slot.start, end: slot.end })
      : t('host.cart.grocery.pickup', { store: warehouseName });
  return <p css={{ margin: 0, color: hostTheme.color.muted, fontSize: 14 }}>{text}</p>;
}
