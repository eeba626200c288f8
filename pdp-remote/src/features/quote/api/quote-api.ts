// The quote calls (contract quote.ts, ours), the terms normalised: quantities whole and in order, the
// reply time at least an hour, the seller's note plain text.
import type { QuoteDto, QuoteRequestDto, QuoteTermsDto } from '@pdp/backend-api/quote';
import type { BackendClient } from '../../../shared/http/backend-client';
import { count, record, text } from '../../../shared/http/loose-json';

const itemPathOf = (itemSku: string) => `product-detail/products/${encodeURIComponent(itemSku)}`;

/** Null: the seller takes no quotes for the item. */
export async function getQuoteTerms(client: BackendClient, itemSku: string, signal?: AbortSignal): Promise<QuoteTermsDto | null> {
  const answer = (await client.get<unknown>(`${itemPathOf(itemSku)}/quote-terms`, { signal })).body.data;
  if (answer === null) return null;
  const data = record(answer);
  const minQuantity = Math.max(1, Math.floor(count(data.minQuantity)));
  return {
    itemSku,
    minQuantity,
    maxQuantity: Math.max(minQuantity, Math.floor(count(data.maxQuantity))),
    replyWithinHours: Math.max(1, Math.floor(count(data.replyWithinHours))),
    sellerNote: text(data.sellerNote).trim(),
  };
}

export async function askForQuote(client: BackendClient, itemSku: string, request: QuoteRequestDto): Promise<QuoteDto> {
  const data = record((await client.post<unknown>(`${itemPathOf(itemSku)}/quotes`, { json: request })).body.data);
  return {
    quoteId: text(data.quoteId),
    itemSku,
    quantity: Math.floor(count(data.quantity)) || request.quantity,
    replyWithinHours: Math.max(1, Math.floor(count(data.replyWithinHours))),
  };
}
