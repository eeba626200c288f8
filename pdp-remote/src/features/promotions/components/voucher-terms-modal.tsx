// The voucher terms modal (spec §2): the terms of the selected promotion and, for a seller's voucher,
// its claim button, disabled and labelled claimed or quota run out as spec §4 says. Closing it
// returns to the list it was opened from.
import { useAtomValue } from 'jotai';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { promotionsMessages } from '../messages/promotions';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { promotionsRequest } from '../state/promotions-atoms';
import { voucherTermsRequest } from '../state/voucher-terms-atoms';
import { useVoucherClaim } from '../hooks/use-voucher-claim';
import { ClaimControl, rewardText } from './voucher-card';

export default function VoucherTermsModal({ payload, onClose }: { payload: ModalPayloads['voucher-terms']; onClose: () => void }) {
  const { t } = usePdpMessages(promotionsMessages);
  const promotions = useAtomValue(promotionsRequest.stateAtom).data;
  const voucher = promotions?.vouchers.find((candidate) => candidate.id === payload.voucherId) ?? null;
  const { state, retry } = useKeyedRequest(voucherTermsRequest, voucher);
  const { claim, claiming, notes } = useVoucherClaim(payload.itemSku);
  const terms = state?.status === 'loaded' ? state.data : null;

  return (
    <ModalFrame title={t('pdp.vouchers.termsTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      {voucher && (
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), overflowWrap: 'anywhere' }}>
          <div>
            <strong css={{ display: 'block' }}>{voucher.name}</strong>
            <span css={{ color: theme.color.price }}>{rewardText(t, voucher)}</span>
          </div>
          {state?.status === 'failed' && <InlineAlert message={t('pdp.vouchers.termsFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
          {!terms && state?.status !== 'failed' && <p aria-busy="true">{t('pdp.vouchers.termsLoading')}</p>}
          {terms && (
            <ol css={{ margin: 0, paddingLeft: theme.space(5), display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
              {terms.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ol>
          )}
          <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) }}>
            <ClaimControl voucher={voucher} claiming={claiming === voucher.id} note={notes[voucher.id]} onClaim={claim} />
          </div>
        </div>
      )}
    </ModalFrame>
  );
}
