// The shipping options modal: every courier for the shopper's location (ShippingOptionList).
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { theme } from '../../../shared/ui/theme';
import { ShippingOptionList } from './shipping-option-list';

export default function ShippingOptionsModal({ payload, onClose }: { payload: ModalPayloads['shipping-options']; onClose: () => void }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  return (
    <ModalFrame title={t('pdp.shipping.optionsTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p css={{ marginTop: 0, color: theme.color.muted }}>
        {payload.origin && t('pdp.shipping.from', { origin: payload.origin })}
        {payload.destination && ` · ${t('pdp.shipping.to', { destination: payload.destination })}`}
      </p>
      <ShippingOptionList options={payload.options} />
    </ModalFrame>
  );
}
