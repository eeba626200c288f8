// MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED (spec §8): `Bag kamu penuh`, with the way to the bag.
import { outboundLinks } from '@pdp/shared-contracts';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { NavigateModal } from './navigate-modal';

export default function BagFullModal({ onClose }: { payload: ModalPayloads['bag-full']; onClose: () => void }) {
  const { t } = usePdpTranslator();
  const { vendor } = useMountProps();
  return (
    <NavigateModal
      title={t('pdp.cart.bagFull.title')}
      body={t('pdp.cart.bagFull.body')}
      actionLabel={t('pdp.cart.bagFull.openBag')}
      to={outboundLinks.cart(vendor === 'GROCERY' ? 'GROCERY' : 'RETAIL')}
      onClose={onClose}
    />
  );
}
