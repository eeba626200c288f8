// The delivery slot picker: the store's windows that can still be chosen (spec §4: status
// `available`), deliver-now first, scheduled ones by day. Choosing one and confirming makes it the
// window of the shopper's delivery from that store.
import { useId, useState } from 'react';
import { useSetAtom } from 'jotai';
import type { GroceryShippingDto } from '@pdp/backend-api/grocery';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { ModalFrame, formatPickupDate, primaryButton, theme, useMountProps } from '@pdp/pdp-remote/blocks';
import { useGroceryTranslator } from '../../../shared/i18n/grocery-catalogues';
import type { ChosenSlot, GroceryModalPayloads } from '../../../shared/modal/grocery-modal-payloads';
import { chosenOrFirstSlot } from '../model/slotted-delivery';
import { slotLabel } from './slot-label';
import { chosenSlotAtom, groceryKindAtom } from '../state/grocery-fulfillment-atoms';

const byDay = (shipping: GroceryShippingDto) => {
  const days = new Map<string, GroceryShippingDto['slots']>();
  for (const slot of shipping.slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days];
};

export default function DeliverySlotPickerModal({ payload, onClose }: { payload: GroceryModalPayloads['grocery.slot-picker']; onClose: () => void }) {
  const { t } = useGroceryTranslator();
  const { locale } = useMountProps();
  const name = useId();
  const setChosenSlot = useSetAtom(chosenSlotAtom);
  const setKind = useSetAtom(groceryKindAtom);
  const { shippings, warehouseCode } = payload;
  const initial = chosenOrFirstSlot(shippings, warehouseCode, payload.chosen);
  const [picked, setPicked] = useState<ChosenSlot | null>(initial ? { warehouseCode, shippingType: initial.shipping.type, slotId: initial.slot.id } : null);

  const confirm = () => {
    if (!picked) return;
    setChosenSlot(picked);
    setKind('delivery');
    onClose();
  };

  return (
    <ModalFrame title={t('grocery.slotPicker.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p css={{ marginTop: 0, color: theme.color.muted }}>{t('grocery.slotPicker.from', { name: payload.storeName })}</p>
      {shippings.length === 0 && <p>{t('grocery.slotPicker.none')}</p>}
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        {shippings.map((shipping) => (
          <fieldset key={shipping.type} css={{ border: 0, margin: 0, padding: 0 }}>
            <legend css={{ fontWeight: 700, padding: 0, marginBottom: theme.space(2) }}>
              {t(`grocery.delivery.type.${shipping.type}`)} · {t('grocery.delivery.fee', { price: formatRupiah(shipping.price) })}
            </legend>
            {byDay(shipping).map(([date, slots]) => (
              <div key={date} role="group" aria-label={formatPickupDate(date, locale)} css={{ marginBottom: theme.space(2) }}>
                <p css={{ margin: `0 0 ${theme.space(1)}`, fontSize: 14, color: theme.color.muted }}>{formatPickupDate(date, locale)}</p>
                <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
                  {slots.map((slot) => {
                    const checked = picked?.slotId === slot.id && picked.shippingType === shipping.type;
                    return (
                      <label
                        key={slot.id}
                        css={{
                          display: 'inline-flex',
                          gap: theme.space(2),
                          alignItems: 'center',
                          minHeight: 44,
                          padding: `0 ${theme.space(3)}`,
                          borderRadius: theme.radius,
                          border: `2px solid ${checked ? theme.color.accent : theme.color.border}`,
                          cursor: 'pointer',
                          '&:focus-within': theme.focusRing,
                        }}
                      >
                        <input
                          type="radio"
                          name={name}
                          checked={checked}
                          onChange={() => setPicked({ warehouseCode, shippingType: shipping.type, slotId: slot.id })}
                          aria-label={t('grocery.slotPicker.slotName', { type: t(`grocery.delivery.type.${shipping.type}`), slot: slotLabel(slot, t, locale) })}
                          css={{ width: 20, height: 20, margin: 0 }}
                        />
                        <span>{t('grocery.slotPicker.window', { start: slot.start, end: slot.end })}</span>
                      </label>
                    );
                  })}
                </div>
              </div>
            ))}
          </fieldset>
        ))}
      </div>
      <button type="button" css={{ ...primaryButton, width: '100%', marginTop: theme.space(4) }} disabled={!picked} onClick={confirm}>
        {t('grocery.slotPicker.confirm')}
      </button>
    </ModalFrame>
  );
}
