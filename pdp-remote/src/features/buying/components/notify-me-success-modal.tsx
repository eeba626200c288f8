// The notify-me success modal.
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { buyingMessages } from '../../../shared/i18n/parts/buying';
import { primaryButton } from '../../../shared/ui/buttons';

export default function NotifyMeSuccessModal({ payload, onClose }: { payload: ModalPayloads['notify-me-success']; onClose: () => void }) {
  const { t } = usePdpMessages(buyingMessages);
  return (
    <ModalFrame title={t('pdp.notifyMe.successTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p css={{ marginTop: 0 }}>{t('pdp.notifyMe.successBody', { email: payload.email })}</p>
      <button type="button" css={{ ...primaryButton, width: '100%' }} onClick={onClose} data-autofocus>
        {t('pdp.notifyMe.ok')}
      </button>
    </ModalFrame>
  );
}
