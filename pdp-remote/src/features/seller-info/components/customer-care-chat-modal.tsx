// The chat-to-customer-care confirmation (spec §2 modals): what the platform sells is answered by
// its customer care, in a 400×450 popup (no access back to this page) while customer care is open
// (the product config's operational hours, Western Indonesia time, by the server's clock), on the
// topic the shopper picks from customer care's ticket configs (the first by default). Without them
// (loading, failed, none) the chat opens on a product question: the shopper can always start it.
import { useState } from 'react';
import { customerCareLiveChatPath, DEFAULT_LIVE_CHAT_TOPIC, LIVE_CHAT_POPUP_FEATURES } from '@pdp/host-contract/seller-chat';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { getTicketConfigs } from '../api/ticket-configs';
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

const ticketConfigsRequest = keyedRequest(
  (_: 'ticket-configs') => 'ticket-configs',
  (client, _input, signal) => getTicketConfigs(client, signal),
);

export default function CustomerCareChatModal({ payload, onClose }: { payload: ModalPayloads['customer-care-chat']; onClose: () => void }) {
  const { t, locale } = usePdpMessages(detailsMessages);
  const { brand } = useMountProps();
  const { state } = useKeyedRequest(ticketConfigsRequest, 'ticket-configs');
  const topics = state?.status === 'loaded' ? (state.data ?? []) : [];
  const [picked, setPicked] = useState<string | null>(null);
  const topic = topics.find((candidate) => candidate.topic === picked)?.topic ?? topics[0]?.topic ?? DEFAULT_LIVE_CHAT_TOPIC;
  const english = locale.startsWith('en');
  // The server's time as the modal opens (the offset the answers' dates gave, mount-store.ts); it stays open briefly.
  const offset = useAtomValue(serverClockOffsetAtom);
  const hours = customerCareHoursText(payload.hours);
  const open = customerCareOpen(payload.hours, Date.now() + offset);
  const start = () => {
    markSellerChatAccessed();
    window.open(customerCareLiveChatPath(topic), 'pdp-customer-care', LIVE_CHAT_POPUP_FEATURES);
    onClose();
  };
  return (
    <ModalFrame title={t('pdp.customerCare.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <p css={{ margin: 0 }}>{t('pdp.customerCare.body', { brand })}</p>
        {hours && <p css={{ margin: 0, color: theme.color.muted }}>{t('pdp.customerCare.hours', { hours })}</p>}
        {topics.length > 1 && (
          <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
            <legend css={{ fontWeight: 600, padding: 0, marginBottom: theme.space(1) }}>{t('pdp.customerCare.topic')}</legend>
            {topics.map((candidate) => (
              <label key={candidate.topic} css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), minHeight: 44 }}>
                <input
                  type="radio"
                  name="customer-care-topic"
                  value={candidate.topic}
                  checked={candidate.topic === topic}
                  onChange={() => setPicked(candidate.topic)}
                  css={{ width: 20, height: 20, flex: 'none' }}
                />
                <span>{english ? candidate.label.en : candidate.label.id}</span>
              </label>
            ))}
          </fieldset>
        )}
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
