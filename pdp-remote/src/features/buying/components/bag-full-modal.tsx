// MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED (spec §8): `Bag kamu penuh`, with the way to the bag.
import { cartPath } from '@pdp/host-contract/links';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { buyingMessages } from '../../../shared/i18n/parts/buying';
import { NavigateModal } from './navigate-modal';

export default function BagFullModal({ onClose }: { payload: ModalPayloads['bag-full']; onClose: () => void }) {
  const { t } = usePdpMessages(buyingMessages);
  const { vendor } = useMountProps();
  return (
    <NavigateModal
      title={t('pdp.cart.bagFull.title')}
      body={t('pdp.cart.bagFull.body')}
      actionLabel={t('pdp.cart.bagFull.openBag')}
      to={cartPath(vendor)}
      onClose={onClose}
    />
  );
}
