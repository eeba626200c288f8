// The ask-for-quote modal (spec §1, §2; contract quote.ts): how many (within the seller's terms), a
// name, a mobile number and an email the seller answers by, and a note; checked here by the backend's
// own rules, then sent. A refusal is said in the form and under each field it names, a failure asks
// to try again; either way what the shopper typed stays (kept per item for the mount, so closing and
// opening again keeps it too). Sent, it names the request and when the seller replies.
import { useId, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { QUOTE_NOTE_MAX_LENGTH } from '@pdp/backend-api/quote';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useMountProps } from '../../../shared/mount/mount-context';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { ApiError } from '../../../shared/http/api-error';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { quoteMessages } from '../messages/quote';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { primaryButton } from '../../../shared/ui/buttons';
import { FieldForm, FormField, FormSubmit, fieldControl } from '../../../shared/ui/form-field';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { askForQuote } from '../api/quote-api';
import { emptyDraft, refusalOf, requestOf, validateDraft, type QuoteDraft, type QuoteFieldErrors, type Said } from '../model/quote-form';
import { quoteDraftsAtom, quoteTermsRequest, sentQuotesAtom } from '../state/quote-atoms';

const FIELD_ORDER = ['quantity', 'name', 'phone', 'email', 'note'] as const;

export default function QuoteModal({ payload, onClose }: { payload: ModalPayloads['quote']; onClose: () => void }) {
  const { t } = usePdpMessages(quoteMessages);
  const { user } = useMountProps();
  const client = useAtomValue(requireBackendClientAtom);
  const { itemSku } = payload;
  const { state: termsState, retry } = useKeyedRequest(quoteTermsRequest, itemSku);
  const terms = termsState?.status === 'loaded' ? termsState.data : null;
  const [drafts, setDrafts] = useAtom(quoteDraftsAtom);
  const setSent = useSetAtom(sentQuotesAtom);
  const draft = drafts[itemSku] ?? (terms ? emptyDraft(terms, user?.name ?? '') : null);
  const [errors, setErrors] = useState<QuoteFieldErrors>({});
  const [said, setSaid] = useState<Said | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSentHere] = useState<{ quoteId: string; hours: number } | null>(null);
  const ids: Record<keyof QuoteDraft, string> = { quantity: useId(), name: useId(), phone: useId(), email: useId(), note: useId() };

  const change = (field: keyof QuoteDraft, value: string) => {
    if (!draft) return;
    setDrafts((all) => ({ ...all, [itemSku]: { ...draft, [field]: value } }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  /** The line under a field that says what it takes (none for the name and the email). */
  const hintOf = (field: keyof QuoteDraft, { minQuantity, maxQuantity }: { minQuantity: number; maxQuantity: number }, { note }: QuoteDraft) => {
    if (field === 'quantity') return t('pdp.quote.quantityHint', { min: String(minQuantity), max: String(maxQuantity) });
    if (field === 'phone') return t('pdp.quote.phoneHint');
    if (field === 'note') return t('pdp.quote.noteHint', { count: note.length, max: QUOTE_NOTE_MAX_LENGTH });
    return undefined;
  };

  const focusFirst = (found: QuoteFieldErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const submit = async () => {
    if (!terms || !draft || sending) return;
    const found = validateDraft(draft, terms);
    setErrors(found);
    setSaid(null);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setSending(true);
    try {
      const quote = await askForQuote(client, itemSku, requestOf(draft));
      setSent((all) => ({ ...all, [itemSku]: quote }));
      setDrafts(({ [itemSku]: _sent, ...rest }) => rest);
      setSentHere({ quoteId: quote.quoteId, hours: quote.replyWithinHours });
    } catch (error) {
      const refusal = error instanceof ApiError ? refusalOf(error, terms) : { said: { id: 'pdp.quote.error.GENERAL_ERROR' } as const, fields: {} };
      setSaid(refusal.said);
      setErrors(refusal.fields);
      focusFirst(refusal.fields);
    } finally {
      setSending(false);
    }
    return undefined;
  };

  return (
    <ModalFrame title={t('pdp.quote.modalTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      {!terms &&
        (termsState?.status === 'failed' ? (
          <InlineAlert message={t('pdp.quote.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />
        ) : (
          <p aria-busy="true">{t('pdp.quote.loading')}</p>
        ))}
      {terms && sent && (
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
          <p role="status" css={{ margin: 0, fontWeight: 600 }}>
            {t('pdp.quote.sent')}
          </p>
          <p css={{ margin: 0 }}>{t('pdp.quote.sentBody', { quoteId: sent.quoteId, hours: sent.hours })}</p>
          <button type="button" css={{ ...primaryButton, width: '100%' }} onClick={onClose} data-autofocus>
            {t('pdp.quote.done')}
          </button>
        </div>
      )}
      {terms && draft && !sent && (
        <FieldForm onSend={() => void submit()}>
          {FIELD_ORDER.map((field) => {
            const error = errors[field];
            const hint = hintOf(field, terms, draft);
            return (
              <FormField key={field} id={ids[field]} label={t(`pdp.quote.${field}`)} hint={hint} error={error && t(error.id, error.values)}>
                {({ control, describedBy }) => {
                  const common = {
                    id: control,
                    value: draft[field],
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': describedBy,
                    'aria-required': field === 'note' ? undefined : true,
                  } as const;
                  return field === 'note' ? (
                    <textarea
                      {...common}
                      rows={3}
                      onChange={(event) => change(field, event.currentTarget.value)}
                      css={{ ...fieldControl, padding: theme.space(2), resize: 'vertical' }}
                    />
                  ) : (
                    <input
                      {...common}
                      {...INPUTS[field]}
                      onChange={(event) => change(field, event.currentTarget.value)}
                      css={{ ...fieldControl, maxWidth: field === 'quantity' ? 160 : undefined }}
                    />
                  );
                }}
              </FormField>
            );
          })}
          <FormSubmit alert={said && t(said.id, said.values)} sending={sending} label={t('pdp.quote.submit')} />
        </FieldForm>
      )}
    </ModalFrame>
  );
}

/** Each input's kind, so a phone's keyboard fits and the browser can fill in the contact. */
const INPUTS = {
  quantity: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
  name: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
} as const;
