// The grocery product's shipping and pickup-schedule pages (spec §2 secondary pages): the shopper's
// store (StorePanel: chosen, resolved from where they are, or why none is), then every delivery
// window it still has with its fee, or its pickup hours.
import { formatRupiah } from '@pdp/host-contract/price-format';
import { fulfillmentMessages, PickupSchedule, SecondaryPageFrame, theme, useMountProps, type SecondaryViewProps } from '@pdp/pdp-remote/blocks';
import { useGroceryMessages } from '../../../shared/i18n/grocery-catalogues';
import { useGroceryFulfillment } from '../hooks/use-grocery-fulfillment';
import { StorePanel } from './store-panel';
import { slotLabel } from './slot-label';

const warning = { margin: 0, color: theme.color.warning } as const;

export function GroceryShippingPage({ summary, productId, productPath }: SecondaryViewProps) {
  const { t } = useGroceryMessages(fulfillmentMessages);
  const { locale } = useMountProps();
  const fulfillment = useGroceryFulfillment({ summary, productId });
  const { answer, store, shippings } = fulfillment;
  const turnedOff = answer?.conditions.includes('TURNED_OFF') ?? false;
  return (
    <SecondaryPageFrame title={t('grocery.delivery.label')} productName={summary.name} productPath={productPath}>
      <StorePanel fulfillment={fulfillment} />
      {store && turnedOff && (
        <p role="status" css={warning}>
          {t('grocery.delivery.turnedOff')}
        </p>
      )}
      {store && !turnedOff && shippings.length === 0 && (
        <p role="status" css={warning}>
          {t('grocery.delivery.none')}
        </p>
      )}
      {store &&
        !turnedOff &&
        shippings.map((shipping) => (
          <section key={shipping.type} aria-label={t(`grocery.delivery.type.${shipping.type}`)}>
            <h2 css={{ fontSize: 16, margin: `0 0 ${theme.space(2)}` }}>
              {t(`grocery.delivery.type.${shipping.type}`)} · {t('grocery.delivery.fee', { price: formatRupiah(shipping.price) })}
            </h2>
            <ul css={{ margin: 0, paddingLeft: theme.space(5) }}>
              {shipping.slots.map((slot) => (
                <li key={slot.id}>{slotLabel(slot, t, locale)}</li>
              ))}
            </ul>
          </section>
        ))}
    </SecondaryPageFrame>
  );
}

export function GroceryPickupSchedulePage({ summary, productId, productPath }: SecondaryViewProps) {
  const { t } = useGroceryMessages(fulfillmentMessages);
  const fulfillment = useGroceryFulfillment({ summary, productId });
  const { store } = fulfillment;
  return (
    <SecondaryPageFrame title={t('pdp.pickup.scheduleTitle')} productName={summary.name} productPath={productPath}>
      <StorePanel fulfillment={fulfillment} />
      {store && <PickupSchedule point={store} />}
    </SecondaryPageFrame>
  );
}
