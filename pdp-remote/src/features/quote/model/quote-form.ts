// The ask-for-quote form's rules (contract quote.ts): a quantity within the seller's terms, a name of
// up to 60 characters, an Indonesian mobile number, an email, and a note of up to 500 characters; the
// backend's refusals by code. The same rules as the backend's, so a refusal is rare, not the check.
import {
  QUOTE_EMAIL_PATTERN,
  QUOTE_NAME_MAX_LENGTH,
  QUOTE_NOTE_MAX_LENGTH,
  QUOTE_PHONE_PATTERN,
  type QuoteRequestDto,
  type QuoteTermsDto,
} from '@pdp/backend-api/quote';
import type { ApiError } from '../../../shared/http/api-error';
import type { QuoteMessageId } from '../messages/quote.messages.id';

/** What the shopper typed; the quantity as typed, so an emptied field stays empty. */
export interface QuoteDraft {
  quantity: string;
  name: string;
  phone: string;
  email: string;
  note: string;
}

type QuoteField = keyof QuoteDraft;
export type Said = { id: QuoteMessageId; values?: Record<string, string> };
export type QuoteFieldErrors = Partial<Record<QuoteField, Said>>;

export const emptyDraft = (terms: QuoteTermsDto, name: string): QuoteDraft => ({ quantity: String(terms.minQuantity), name, phone: '', email: '', note: '' });

const bounds = (terms: Pick<QuoteTermsDto, 'minQuantity' | 'maxQuantity'>) => ({ min: String(terms.minQuantity), max: String(terms.maxQuantity) });

const FIELD_MESSAGES: Record<QuoteField, (terms: QuoteTermsDto) => Said> = {
  quantity: (terms) => ({ id: 'pdp.quote.quantityInvalid', values: bounds(terms) }),
  name: () => ({ id: 'pdp.quote.nameInvalid', values: { max: String(QUOTE_NAME_MAX_LENGTH) } }),
  phone: () => ({ id: 'pdp.quote.phoneInvalid' }),
  email: () => ({ id: 'pdp.quote.emailInvalid' }),
  note: () => ({ id: 'pdp.quote.noteInvalid', values: { max: String(QUOTE_NOTE_MAX_LENGTH) } }),
};

const QUANTITY = /^\d{1,9}$/;

export function validateDraft(draft: QuoteDraft, terms: QuoteTermsDto): QuoteFieldErrors {
  const quantity = Number(draft.quantity.trim());
  const refused: Record<QuoteField, boolean> = {
    quantity: !QUANTITY.test(draft.quantity.trim()) || quantity < terms.minQuantity || quantity > terms.maxQuantity,
    name: draft.name.trim() === '' || draft.name.trim().length > QUOTE_NAME_MAX_LENGTH,
    phone: !QUOTE_PHONE_PATTERN.test(draft.phone.replace(/[\s-]/g, '')),
    email: !QUOTE_EMAIL_PATTERN.test(draft.email.trim()),
    note: draft.note.length > QUOTE_NOTE_MAX_LENGTH,
  };
  return Object.fromEntries(
    (Object.keys(refused) as QuoteField[]).filter((field) => refused[field]).map((field) => [field, FIELD_MESSAGES[field](terms)]),
  ) as QuoteFieldErrors;
}

export const requestOf = (draft: QuoteDraft): QuoteRequestDto => ({
  quantity: Number(draft.quantity.trim()),
  name: draft.name.trim(),
  phone: draft.phone.replace(/[\s-]/g, ''),
  email: draft.email.trim(),
  note: draft.note,
});

/** What the shopper reads for a refusal: one message for the form, and one under each field refused. */
export function refusalOf(error: ApiError, terms: QuoteTermsDto): { said: Said; fields: QuoteFieldErrors } {
  switch (error.code) {
    case 'QUOTE_NOT_AVAILABLE':
      return { said: { id: 'pdp.quote.error.QUOTE_NOT_AVAILABLE' }, fields: {} };
    case 'QUOTE_INVALID_QUANTITY': {
      const sent = {
        minQuantity: Number(error.firstFieldError('minQuantity') ?? terms.minQuantity),
        maxQuantity: Number(error.firstFieldError('maxQuantity') ?? terms.maxQuantity),
      };
      const said: Said = { id: 'pdp.quote.quantityInvalid', values: bounds(sent) };
      return { said, fields: { quantity: said } };
    }
    case 'QUOTE_INVALID_CONTACT': {
      const fields = (['name', 'phone', 'email', 'note'] as const).filter((field) => error.firstFieldError(field) !== undefined);
      return {
        said: { id: 'pdp.quote.error.QUOTE_INVALID_CONTACT' },
        fields: Object.fromEntries(fields.map((field) => [field, FIELD_MESSAGES[field](terms)])) as QuoteFieldErrors,
      };
    }
    case 'QUOTE_ALREADY_REQUESTED': {
      const quoteId = error.firstFieldError('quoteId');
      const said: Said = quoteId ? { id: 'pdp.quote.error.alreadyRequestedAs', values: { quoteId } } : { id: 'pdp.quote.error.QUOTE_ALREADY_REQUESTED' };
      return { said, fields: {} };
    }
    default:
      return { said: { id: 'pdp.quote.error.GENERAL_ERROR' }, fields: {} };
  }
}
