// The grocery shipping section: the store, then delivery or pickup (each with its availability),
// then for delivery the window chosen with its fee and the slot picker (the shipping card's onboarding
// tip points at it, as at retail's shipping options), for pickup the store's next pickup hours and its
// schedule.
import type { ReactNode } from 'react';
import type { OnboardingTipId } from '@pdp/host-contract/storage-keys';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { formatPickupDate, FulfillmentKindPicker, fulfillmentMessages, secondaryButton, theme, useModal, useMountProps } from '@pdp/pdp-remote/blocks';
import { useGroceryMessages } from '../../../shared/i18n/grocery-catalogues';
import { useGroceryModal } from '../../../shared/modal/grocery-modal-payloads';
import type { GroceryFulfillment } from '../hooks/use-grocery-fulfillment';
import { StorePanel } from './store-panel';
import { slotLabel } from './slot-label';

const muted = { margin: 0, color: theme.color.muted, fontSize: 14 } as const;

interface ChoiceWithChangeProps {
  testId: string;
  actionLabel: string;
  onChange: () => void;
  /** The onboarding tip about the button, if one is. */
  tip?: OnboardingTipId;
  children: ReactNode;
}

/** What is chosen (a delivery window, the pickup store) with the button that changes or details it. */
function ChoiceWithChange({ testId, actionLabel, onChange, tip, children }: ChoiceWithChangeProps) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'center' }} data-testid={testId}>
      <span>{children}</span>
      <button type="button" css={secondaryButton} onClick={onChange} data-onboarding={tip}>
        {actionLabel}
      </button>
    </div>
  );
}

function DeliveryPanel({ fulfillment }: { fulfillment: GroceryFulfillment }) {
  const { t } = useGroceryMessages(fulfillmentMessages);
  const { locale } = useMountProps();
  const openModal = useGroceryModal();
  const { answer, store, slot, shippings } = fulfillment;
  if (!answer || !store || !store.available || answer.conditions.includes('TURNED_OFF')) return null;
  if (!slot)
    return (
      <p role="status" css={{ margin: 0, color: theme.color.warning }}>
        {t('grocery.delivery.none')}
      </p>
    );
  return (
    <ChoiceWithChange
      testId="grocery-slot"
      actionLabel={t('grocery.delivery.changeSlot')}
      tip="shipping-card"
      onChange={() =>
        openModal({
          id: 'grocery.slot-picker',
          payload: {
            storeName: store.name,
            warehouseCode: store.code,
            shippings,
            chosen: { warehouseCode: store.code, shippingType: slot.shipping.type, slotId: slot.slot.id },
          },
        })
      }
    >
      <span css={{ ...muted, display: 'block' }}>{t('grocery.delivery.label')}</span>
      <strong>{t(`grocery.delivery.type.${slot.shipping.type}`)}</strong> · {slotLabel(slot.slot, t, locale)} ·{' '}
      {t('grocery.delivery.fee', { price: formatRupiah(slot.shipping.price) })}
    </ChoiceWithChange>
  );
}

function PickupPanel({ fulfillment }: { fulfillment: GroceryFulfillment }) {
  const { t } = useGroceryMessages(fulfillmentMessages);
  const { locale } = useMountProps();
  const { openModal } = useModal();
  const { store } = fulfillment;
  const next = store?.pickupHours.find((hour) => hour.status === 'available');
  if (!store || !next) return null;
  return (
    <ChoiceWithChange
      testId="grocery-pickup"
      actionLabel={t('pdp.pickup.seeSchedule')}
      onChange={() =>
        openModal({
          id: 'pickup-schedule',
          payload: { point: { name: store.name, address: [store.address, store.city].filter(Boolean).join(', '), pickupHours: store.pickupHours } },
        })
      }
    >
      <strong>{t('grocery.pickup.at', { name: store.name })}</strong>
      <span css={{ ...muted, display: 'block' }}>
        {t('grocery.pickup.next', { day: formatPickupDate(next.date, locale), open: next.open, close: next.close })}
      </span>
    </ChoiceWithChange>
  );
}

export function GroceryFulfillmentSection({ fulfillment }: { fulfillment: GroceryFulfillment }) {
  const { t } = useGroceryMessages(fulfillmentMessages);
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      <StorePanel fulfillment={fulfillment} />
      {fulfillment.store && (
        <>
          {/* Said whichever way is chosen: it is why delivery cannot be. */}
          {fulfillment.answer?.conditions.includes('TURNED_OFF') && (
            <p role="status" css={{ margin: 0, color: theme.color.warning }}>
              {t('grocery.delivery.turnedOff')}
            </p>
          )}
          <FulfillmentKindPicker delivery={fulfillment.delivery} pickup={fulfillment.pickup} kind={fulfillment.kind} onChoose={fulfillment.choose} />
          {fulfillment.kind === 'delivery' ? <DeliveryPanel fulfillment={fulfillment} /> : <PickupPanel fulfillment={fulfillment} />}
        </>
      )}
    </div>
  );
}
