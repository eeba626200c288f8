// The report modal of reviews, discussions and the product (spec §2 report options and product report,
// §5: one reason required; a product's report also says what is wrong, at least 25 characters; for the
// product, the second step after the report menu, opened with the menu's reason chosen): the
// reasons for what is reported, one chosen, sent; a refusal shows the backend's message at
// errors.user, errors.question, errors.answer or errors.product (spec §8), else the catalogue's; the
// reason chosen and the text typed stay after a failure. Closing returns focus to the button that
// opened it, or to the report menu before it; closing a sent product report closes the menu too.
import { useId, useState, type FormEvent } from 'react';
import { PRODUCT_REPORT_MAX_LENGTH, PRODUCT_REPORT_MIN_LENGTH } from '@pdp/backend-api/social';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { closeAllModalsAtom } from '../../../shared/modal/modal-atoms';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { ApiError } from '../../../shared/http/api-error';
import { useMountProps } from '../../../shared/mount/mount-context';
import { withResumeAction } from '../../../shared/mount/resume-action';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { primaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { CountedTextarea } from '../../../shared/ui/counted-textarea';
import { REPORT_ERROR_FIELDS, reasonsKindOf, sendReport } from '../api/report-api';
import { reportContentRequest } from '../state/report-content';

type Status = { kind: 'idle' | 'tooShort' | 'sending' | 'sent' } | { kind: 'failed'; message: string };

export default function ContentReportModal({ payload, onClose }: { payload: ModalPayloads['content-report']; onClose: () => void }) {
  const { t } = usePdpMessages(communityMessages);
  const closeAll = useSetAtom(closeAllModalsAtom);
  const client = useAtomValue(requireBackendClientAtom);
  const { path, locale, requestLogin } = useMountProps();
  const { state, retry } = useKeyedRequest(reportContentRequest, reasonsKindOf(payload.target));
  const [reason, setReason] = useState<string | null>(payload.reason ?? null);
  // A product's report says what is wrong (spec §5).
  const describes = payload.target === 'product';
  const [description, setDescription] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const legendId = useId();
  const reasons = state?.status === 'loaded' ? (state.data?.reasons ?? []) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason || status.kind === 'sending') return;
    if (describes && description.trim().length < PRODUCT_REPORT_MIN_LENGTH) {
      setStatus({ kind: 'tooShort' });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await sendReport(client, payload.target, payload.id, reason, describes ? description.trim() : undefined);
      setStatus({ kind: 'sent' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        requestLogin({ returnTo: withResumeAction(path, { kind: 'report', target: payload.target, id: payload.id }) });
        return;
      }
      // A refusal's own words (spec §8: errors.user[0], errors.question[0], …) come first; a server
      // failure carries none and reads as the catalogue's try-again.
      const apiError = error instanceof ApiError ? error : null;
      const backendMessage = apiError && apiError.status < 500 ? apiError.firstFieldError(REPORT_ERROR_FIELDS[payload.target]) : undefined;
      const fallback = apiError?.code === 'ALREADY_REPORTED' ? t('pdp.report.already') : t('pdp.report.failed');
      setStatus({ kind: 'failed', message: backendMessage ?? fallback });
    }
  };

  return (
    <ModalFrame
      title={t(describes ? 'pdp.report.title.options' : `pdp.report.title.${payload.target}`)}
      closeLabel={t('pdp.modal.close')}
      // A sent product report is done: the report menu behind it goes too.
      onClose={describes && status.kind === 'sent' ? closeAll : onClose}
    >
      {status.kind === 'sent' ? (
        <p role="status" css={{ margin: 0, color: theme.color.success }}>
          {t('pdp.report.sent')}
        </p>
      ) : (
        <form onSubmit={submit} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
          {state?.status === 'failed' && <InlineAlert message={t('pdp.report.reasonsFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
          {!reasons && state?.status !== 'failed' && <p aria-busy="true">{t('pdp.report.loading')}</p>}
          {reasons && (
            <fieldset aria-labelledby={legendId} css={{ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
              <legend id={legendId} css={{ fontWeight: 600, marginBottom: theme.space(2) }}>
                {t('pdp.report.reasons')}
              </legend>
              {reasons.map((option) => (
                <label key={option.code} css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), minHeight: 44, cursor: 'pointer' }}>
                  <input
                    type="radio"
                    name="report-reason"
                    value={option.code}
                    checked={reason === option.code}
                    onChange={() => setReason(option.code)}
                    css={{ width: 20, height: 20 }}
                  />
                  {locale === 'en' ? option.label.en : option.label.id}
                </label>
              ))}
            </fieldset>
          )}
          {describes && (
            <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
              <CountedTextarea
                label={t('pdp.report.describe')}
                value={description}
                maxLength={PRODUCT_REPORT_MAX_LENGTH}
                rule={t('pdp.report.minLength')}
                tooShort={status.kind === 'tooShort'}
                onChange={(value) => {
                  setDescription(value);
                  if (status.kind === 'tooShort') setStatus({ kind: 'idle' });
                }}
              />
            </div>
          )}
          {status.kind === 'failed' && (
            <p role="alert" css={{ margin: 0, color: theme.color.warning }}>
              {status.message}
            </p>
          )}
          <button type="submit" css={primaryButton} disabled={!reason || status.kind === 'sending'}>
            {t(status.kind === 'sending' ? 'pdp.report.sending' : 'pdp.report.submit')}
          </button>
        </form>
      )}
    </ModalFrame>
  );
}
