// MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED (spec §8): `Bag kamu penuh`, with the way to the bag.
import { outboundLinks } from '@pdp/shared-contracts';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { primaryButton } from '../../../shared/ui/buttons';

export default function BagFullModal({ onClose }: { payload: ModalPayloads['bag-full']; onClose: () => void }) {
  const { t } = usePdpTranslator();
  const { navigate, vendor } = useMountProps();
  return (
    <ModalFrame title={t('pdp.cart.bagFull.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p css={{ marginTop: 0 }}>{t('pdp.cart.bagFull.body')}</p>
      <button
        type="button"
        css={{ ...primaryButton, width: '100%' }}
        data-autofocus
        onClick={() => {
          onClose();
          navigate({ path: outboundLinks.cart(vendor === 'GROCERY' ? 'GROCERY' : 'RETAIL'), resetScroll: true });
        }}
      >
        {t('pdp.cart.bagFull.openBag')}
      </button>
    </ModalFrame>
  );
}
