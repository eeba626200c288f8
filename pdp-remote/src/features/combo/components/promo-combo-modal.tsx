// The promo combo bottom sheet (spec §2): the combo of the item, chosen and added to the bag here.
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { comboMessages } from '../messages/combo';
import { ComboView } from './combo-view';

export default function PromoComboModal({ payload, onClose }: { payload: ModalPayloads['promo-combo']; onClose: () => void }) {
  const { t } = usePdpMessages(comboMessages);
  return (
    <ModalFrame title={t('pdp.combo.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <ComboView productId={payload.productId} comboListPath={payload.comboListPath} />
    </ModalFrame>
  );
}
