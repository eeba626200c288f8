// The review policy modal (spec §2): what reviews may hold, from the policy content, in the shopper's
// language; a failed read says so with a retry.
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { getReviewPolicy } from '../api/review-policy';

const policyRequest = keyedRequest(
  (_input: 'policy') => 'policy',
  (client, _input, signal) => getReviewPolicy(client, signal),
);

export default function ReviewPolicyModal({ onClose }: { payload: ModalPayloads['review-policy']; onClose: () => void }) {
  const { t } = usePdpMessages(communityMessages);
  const { locale } = useMountProps();
  const { state, retry } = useKeyedRequest(policyRequest, 'policy');
  const policy = state?.status === 'loaded' ? state.data?.[locale === 'en' ? 'en' : 'id'] : null;
  const failed = state?.status === 'failed' || (state?.status === 'loaded' && !state.data);

  return (
    <ModalFrame title={t('pdp.reviews.policy')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      {failed && <InlineAlert message={t('pdp.reviews.policyFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {!policy && !failed && <p aria-busy="true">{t('pdp.reviews.loading')}</p>}
      {policy && (
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
          <h3 css={{ margin: 0, fontSize: 16 }}>{policy.title}</h3>
          {policy.paragraphs.map((paragraph, index) => (
            <p key={index} css={{ margin: 0 }}>
              {paragraph}
            </p>
          ))}
        </div>
      )}
    </ModalFrame>
  );
}
