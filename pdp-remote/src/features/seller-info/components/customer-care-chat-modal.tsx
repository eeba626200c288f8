// The chat-to-customer-care confirmation (spec §2 modals): what the platform sells is answered by
// its customer care, in a 400×450 popup (no access back to this page) while customer care is open
// (the product config's operational hours, Western Indonesia time, by the server's clock).
import { customerCareLiveChatPath, LIVE_CHAT_POPUP_FEATURES } from '@pdp/shared-contracts';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { useAtomValue } from 'jotai';
import { serverClockOffsetAtom } from '../../../shared/http/backend-atoms';
import { primaryButton, secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { customerCareHoursText, customerCareOpen } from '../model/chat-option';
import { markSellerChatAccessed } from './seller-chat';

/** The live chat's topic: a product question. */
const LIVE_CHAT_TOPIC = 'produk';

export default function CustomerCareChatModal({ payload, onClose }: { payload: ModalPayloads['customer-care-chat']; onClose: () => void }) {
  const { t } = usePdpMessages(detailsMessages);
  const { brand } = useMountProps();
  // The server's time as the modal opens (the offset of the last answer's date); it stays open briefly.
  const offset = useAtomValue(serverClockOffsetAtom);
  const hours = customerCareHoursText(payload.hours);
  const open = customerCareOpen(payload.hours, Date.now() + offset);
  const start = () => {
    markSellerChatAccessed();
    window.open(customerCareLiveChatPath(LIVE_CHAT_TOPIC), 'pdp-customer-care', LIVE_CHAT_POPUP_FEATURES);
    onClose();
  };
  return (
    <ModalFrame title={t('pdp.customerCare.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <p css={{ margin: 0 }}>{t('pdp.customerCare.body', { brand })}</p>
        {hours && <p css={{ margin: 0, color: theme.color.muted }}>{t('pdp.customerCare.hours', { hours })}</p>}
        {!open && (
          <p role="status" css={{ margin: 0, color: theme.color.warning }}>
            {t('pdp.customerCare.closed')}
          </p>
        )}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), justifyContent: 'flex-end' }}>
          <button type="button" css={secondaryButton} onClick={onClose}>
            {t('pdp.customerCare.cancel')}
          </button>
          <button type="button" css={primaryButton} disabled={!open} onClick={start}>
            {t('pdp.customerCare.start')}
          </button>
        </div>
      </div>
    </ModalFrame>
  );
}
