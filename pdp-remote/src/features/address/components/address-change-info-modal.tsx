// The address-change info modal: the shipping location was changed to the member's main address.
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { primaryButton } from '../../../shared/ui/buttons';

export default function AddressChangeInfoModal({ payload, onClose }: { payload: ModalPayloads['address-change-info']; onClose: () => void }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  return (
    <ModalFrame title={t('pdp.address.changedTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p css={{ marginTop: 0 }}>{t('pdp.address.changedBody', { label: payload.label })}</p>
      <button type="button" css={primaryButton} onClick={onClose} data-autofocus>
        {t('pdp.address.understood')}
      </button>
    </ModalFrame>
  );
}
