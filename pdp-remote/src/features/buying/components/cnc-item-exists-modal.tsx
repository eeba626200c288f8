// The Click&Collect item-exists modal (spec §8 CNC_ITEM_EXISTS / NON_CNC_ITEM_EXISTS): the item is
// in the bag the other way; Cancel leaves the bag alone, Add sends the add again, confirmed.
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { buyingMessages } from '../../../shared/i18n/parts/buying';
import { primaryButton, secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { useBuying } from '../hooks/use-buying';

export default function CncItemExistsModal({ payload, onClose }: { payload: ModalPayloads['cnc-item-exists']; onClose: () => void }) {
  const { t } = usePdpMessages(buyingMessages);
  const { confirmFulfillmentChange } = useBuying();
  return (
    <ModalFrame title={t('pdp.cart.itemExists.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p css={{ marginTop: 0 }}>{t(payload.code === 'CNC_ITEM_EXISTS' ? 'pdp.cart.error.CNC_ITEM_EXISTS' : 'pdp.cart.error.NON_CNC_ITEM_EXISTS')}</p>
      <div css={{ display: 'flex', gap: theme.space(2) }}>
        <button type="button" css={{ ...secondaryButton, flex: 1 }} onClick={onClose} data-autofocus>
          {t('pdp.cart.itemExists.cancel')}
        </button>
        <button
          type="button"
          css={{ ...primaryButton, flex: 1 }}
          onClick={() => {
            onClose();
            void confirmFulfillmentChange();
          }}
        >
          {t('pdp.cart.itemExists.add')}
        </button>
      </div>
    </ModalFrame>
  );
}
