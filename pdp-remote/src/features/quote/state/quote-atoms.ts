// The shown item's quote terms (keyed by item, by the data-loading pattern of decision 0026), the
// shopper's form per item (closing the modal or a failed call keeps what they typed), and the
// requests sent in this mount, by item.
import { atom } from 'jotai';
import type { QuoteDto } from '@pdp/backend-api/quote';
import { keyedRequest } from '../../../shared/state/keyed-request';
import type { QuoteDraft } from '../model/quote-form';
import { getQuoteTerms } from '../api/quote-api';

export const quoteTermsRequest = keyedRequest(
  (itemSku: string) => itemSku,
  (client, itemSku: string, signal) => getQuoteTerms(client, itemSku, signal),
);

export const quoteDraftsAtom = atom<Readonly<Record<string, QuoteDraft>>>({});

export const sentQuotesAtom = atom<Readonly<Record<string, QuoteDto>>>({});
