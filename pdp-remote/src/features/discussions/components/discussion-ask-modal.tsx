// The discussion ask modal (spec §2, §5): a question of at least 10 characters ('Min. 10 karakter'),
// guidance against personal information and external links, sent once; on success the modal closes
// and the question shows first in the list; on failure 'Terjadi kesalahan. Coba kirim ulang lagi.'
// (spec §8) and the question typed stays as it was.
import { useId, useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { DISCUSSION_QUESTION_MAX_LENGTH, DISCUSSION_QUESTION_MIN_LENGTH } from '@pdp/backend-api/discussions';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { useToast } from '../../../shared/ui/toast';
import { primaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { askQuestion } from '../api/discussions-api';
import { askedAtom } from '../state/discussion-atoms';

export default function DiscussionAskModal({ payload, onClose }: { payload: ModalPayloads['discussion-ask']; onClose: () => void }) {
  const { t } = usePdpMessages(communityMessages);
  const client = useAtomValue(requireBackendClientAtom);
  const setAsked = useSetAtom(askedAtom);
  const showToast = useToast();
  const fieldId = useId();
  const hintId = useId();
  const [question, setQuestion] = useState('');
  const [status, setStatus] = useState<'idle' | 'tooShort' | 'sending' | 'failed'>('idle');
  const length = question.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    if (length < DISCUSSION_QUESTION_MIN_LENGTH) {
      setStatus('tooShort');
      return;
    }
    setStatus('sending');
    try {
      await askQuestion(client, payload.productId, question.trim());
      setAsked((count) => count + 1);
      showToast(t('pdp.discussion.sent'));
      onClose();
    } catch {
      setStatus('failed');
    }
  };

  return (
    <ModalFrame title={t('pdp.discussion.askTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
        <label htmlFor={fieldId} css={{ fontWeight: 600 }}>
          {t('pdp.discussion.askLabel')}
        </label>
        <textarea
          id={fieldId}
          value={question}
          rows={4}
          maxLength={DISCUSSION_QUESTION_MAX_LENGTH}
          aria-describedby={hintId}
          aria-invalid={status === 'tooShort'}
          onChange={(event) => {
            setQuestion(event.target.value);
            if (status === 'tooShort' || status === 'failed') setStatus('idle');
          }}
          css={{
            font: 'inherit',
            padding: theme.space(2),
            borderRadius: theme.radius,
            border: `1px solid ${status === 'tooShort' ? theme.color.price : theme.color.border}`,
            resize: 'vertical',
            '&:focus-visible': theme.focusRing,
          }}
        />
        <div
          id={hintId}
          css={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: theme.space(2),
            fontSize: 14,
            color: status === 'tooShort' ? theme.color.price : theme.color.muted,
          }}
        >
          <span role={status === 'tooShort' ? 'alert' : undefined}>{t('pdp.discussion.minLength')}</span>
          <span>
            {question.length}/{DISCUSSION_QUESTION_MAX_LENGTH}
          </span>
        </div>
        <p css={{ margin: 0, fontSize: 14, color: theme.color.muted }}>{t('pdp.discussion.guidance')}</p>
        {status === 'failed' && (
          <p role="alert" css={{ margin: 0, color: theme.color.warning }}>
            {t('pdp.discussion.submitFailed')}
          </p>
        )}
        <button type="submit" css={primaryButton} disabled={status === 'sending'}>
          {t(status === 'sending' ? 'pdp.discussion.sending' : 'pdp.discussion.submit')}
        </button>
      </form>
    </ModalFrame>
  );
}
