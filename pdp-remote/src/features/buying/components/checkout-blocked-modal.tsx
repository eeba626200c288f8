// CHECKOUT_PERMANENTLY_BLOCKED (spec §8): the account is deactivated; customer care can help.
import { customerCarePath } from '@pdp/host-contract/links';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { buyingMessages } from '../../../shared/i18n/parts/buying';
import { NavigateModal } from './navigate-modal';

export default function CheckoutBlockedModal({ onClose }: { payload: ModalPayloads['checkout-blocked']; onClose: () => void }) {
  const { t } = usePdpMessages(buyingMessages);
  return (
    <NavigateModal
      title={t('pdp.cart.checkoutBlocked.title')}
      body={t('pdp.cart.error.CHECKOUT_PERMANENTLY_BLOCKED')}
      actionLabel={t('pdp.cart.checkoutBlocked.contact')}
      to={customerCarePath()}
      onClose={onClose}
    />
  );
}
