// CHECKOUT_PERMANENTLY_BLOCKED (spec §8): the account is deactivated; customer care can help.
import { outboundLinks } from '@pdp/shared-contracts';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { primaryButton } from '../../../shared/ui/buttons';

export default function CheckoutBlockedModal({ onClose }: { payload: ModalPayloads['checkout-blocked']; onClose: () => void }) {
  const { t } = usePdpTranslator();
  const { navigate } = useMountProps();
  return (
    <ModalFrame title={t('pdp.cart.checkoutBlocked.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p css={{ marginTop: 0 }}>{t('pdp.cart.error.CHECKOUT_PERMANENTLY_BLOCKED')}</p>
      <button
        type="button"
        css={{ ...primaryButton, width: '100%' }}
        data-autofocus
        onClick={() => {
          onClose();
          navigate({ path: outboundLinks.customerCare(), resetScroll: true });
        }}
      >
        {t('pdp.cart.checkoutBlocked.contact')}
      </button>
    </ModalFrame>
  );
}
