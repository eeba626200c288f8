// The discussion ask modal (spec §2, §5): a question of at least 10 characters ('Min. 10 karakter'),
// guidance against personal information and external links, sent once; on success the modal closes
// and the question shows first in the list; on failure 'Terjadi kesalahan. Coba kirim ulang lagi.'
// (spec §8) and the question typed stays as it was. A session found expired (401) sends the member to
// login with the question kept, and back on the page the modal opens with it (model/question-draft.ts).
import { useEffect, useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { DISCUSSION_QUESTION_MAX_LENGTH, DISCUSSION_QUESTION_MIN_LENGTH } from '@pdp/backend-api/discussions';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { ApiError } from '../../../shared/http/api-error';
import { useMountProps } from '../../../shared/mount/mount-context';
import { withResumeAction } from '../../../shared/mount/resume-action';
import { useToast } from '../../../shared/ui/toast';
import { primaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { CountedTextarea } from '../../../shared/ui/counted-textarea';
import { askQuestion } from '../api/discussions-api';
import { askedAtom } from '../state/discussion-atoms';
import { forgetQuestionDraft, keepQuestionDraft, questionDraftOf } from '../model/question-draft';

export default function DiscussionAskModal({ payload, onClose }: { payload: ModalPayloads['discussion-ask']; onClose: () => void }) {
  const { t } = usePdpMessages(communityMessages);
  const client = useAtomValue(requireBackendClientAtom);
  const setAsked = useSetAtom(askedAtom);
  const showToast = useToast();
  const { path, requestLogin } = useMountProps();
  // A question kept through login comes back once; it is read here and forgotten after the first render.
  const [question, setQuestion] = useState(() => questionDraftOf(payload.productId));
  useEffect(forgetQuestionDraft, []);
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
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        keepQuestionDraft({ productId: payload.productId, question });
        requestLogin({ returnTo: withResumeAction(path, { kind: 'ask' }) });
        setStatus('idle');
        return;
      }
      setStatus('failed');
    }
  };

  return (
    <ModalFrame title={t('pdp.discussion.askTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
        <CountedTextarea
          label={t('pdp.discussion.askLabel')}
          value={question}
          maxLength={DISCUSSION_QUESTION_MAX_LENGTH}
          rule={t('pdp.discussion.minLength')}
          tooShort={status === 'tooShort'}
          onChange={(value) => {
            setQuestion(value);
            if (status === 'tooShort' || status === 'failed') setStatus('idle');
          }}
        />
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
