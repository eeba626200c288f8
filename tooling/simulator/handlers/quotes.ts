// Asking for a quote (spec §1, §2; contract `quote.ts`, whose calls, shapes and codes are ours): an item
// takes quotes when its product has a `quote` block and the WHOLESALE tag (the product's or the item's).
// The terms of an item sold in quantity without a block are null; any other item's are 404. A request
// for an item that takes no quotes is QUOTE_NOT_AVAILABLE. Anyone may ask. The
// session keeps what it asked for, so a second request for the same item is refused while the first
// is open (QUOTE_ALREADY_REQUESTED, with its id).
import {
  QUOTE_EMAIL_PATTERN,
  QUOTE_NAME_MAX_LENGTH,
  QUOTE_NOTE_MAX_LENGTH,
  QUOTE_PHONE_PATTERN,
  type QuoteDto,
  type QuoteRequestDto,
  type QuoteTermsDto,
} from '@pdp/backend-api/quote';
import { BadRequest, fail, ok, type Reply, type Router } from '../http-kit';
import type { ItemFixture, ProductFixture, QuoteFixture } from '../catalogue/fixture-types';
import type { HandlerContext } from './context';

const soldInQuantity = (product: ProductFixture, item: ItemFixture) => product.tags.includes('WHOLESALE') || item.tags.includes('WHOLESALE');
const termsOf = (product: ProductFixture, item: ItemFixture): QuoteFixture | null => (soldInQuantity(product, item) ? (product.quote ?? null) : null);

/** `quantity`, `name`, `phone`, `email`, `note` of a request; a malformed body is a BadRequest, not a refusal. */
function parseRequest(body: unknown): QuoteRequestDto {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('the body must be a JSON object');
  const { quantity, name, phone, email, note } = body as Record<string, unknown>;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity)) throw new BadRequest('quantity must be a whole number');
  for (const [field, value] of Object.entries({ name, phone, email, note })) {
    if (typeof value !== 'string' || value.length > 1000) throw new BadRequest(`${field} must be a string of at most 1000 characters`);
  }
  return { quantity, name: name as string, phone: phone as string, email: email as string, note: note as string };
}

/** QUOTE_INVALID_CONTACT's messages, a field each (the backend's words, in the shopper's language). */
function contactErrors(request: QuoteRequestDto, language: 'id' | 'en'): Record<string, string[]> {
  const say = (id: string, en: string) => [language === 'en' ? en : id];
  const errors: Record<string, string[]> = {};
  const name = request.name.trim();
  if (name === '' || name.length > QUOTE_NAME_MAX_LENGTH)
    errors.name = say(`Nama wajib diisi, paling banyak ${QUOTE_NAME_MAX_LENGTH} karakter.`, `Enter a name of up to ${QUOTE_NAME_MAX_LENGTH} characters.`);
  if (!QUOTE_PHONE_PATTERN.test(request.phone.replace(/[\s-]/g, ''))) errors.phone = say('Nomor HP tidak valid.', 'That mobile number is not valid.');
  if (!QUOTE_EMAIL_PATTERN.test(request.email.trim())) errors.email = say('Email tidak valid.', 'That email is not valid.');
  if (request.note.length > QUOTE_NOTE_MAX_LENGTH)
    errors.note = say(`Catatan paling banyak ${QUOTE_NOTE_MAX_LENGTH} karakter.`, `The note may be up to ${QUOTE_NOTE_MAX_LENGTH} characters.`);
  return errors;
}

export function quoteRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  router.add('GET', '/backend/product-detail/products/:itemSku/quote-terms', 'quote-terms', ({ params }) => {
    const found = catalogue.byItemSku.get(params.itemSku ?? '');
    if (!found || !soldInQuantity(found.product, found.item)) return fail(404);
    const terms = termsOf(found.product, found.item);
    if (!terms) return ok<QuoteTermsDto | null>(null);
    const { minQuantity, maxQuantity, replyWithinHours, sellerNote } = terms;
    return ok<QuoteTermsDto>({ itemSku: found.item.itemSku, minQuantity, maxQuantity, replyWithinHours, sellerNote });
  });

  router.add('POST', '/backend/product-detail/products/:itemSku/quotes', 'quote-request', async ({ body, params, sessionId, language }): Promise<Reply> => {
    const request = parseRequest(await body());
    const found = catalogue.byItemSku.get(params.itemSku ?? '');
    const terms = found ? termsOf(found.product, found.item) : null;
    if (!found || !terms || found.product.status !== 'ACTIVE') return fail(400, 'QUOTE_NOT_AVAILABLE');
    if (request.quantity < terms.minQuantity || request.quantity > terms.maxQuantity) {
      return fail(400, 'QUOTE_INVALID_QUANTITY', { minQuantity: [String(terms.minQuantity)], maxQuantity: [String(terms.maxQuantity)] });
    }
    const refused = contactErrors(request, language);
    if (Object.keys(refused).length > 0) return fail(400, 'QUOTE_INVALID_CONTACT', refused);
    const session = sessions.get(sessionId);
    const itemSku = found.item.itemSku;
    const open = session.quotes.find((quote) => quote.itemSku === itemSku);
    if (open) return fail(409, 'QUOTE_ALREADY_REQUESTED', { quoteId: [open.quoteId] });
    const quoteId = `QT-${String(session.quotes.length + 1).padStart(4, '0')}-${itemSku}`;
    session.quotes.push({ ...request, quoteId, itemSku });
    return ok<QuoteDto>({ quoteId, itemSku, quantity: request.quantity, replyWithinHours: terms.replyWithinHours });
  });
}
