// Ask for a quote (spec §1 "ask for a quote", §2 the ask-for-quote modal): a shopper who buys an item
// sold in quantity (tagged WHOLESALE) in bulk asks the seller for a price. The spec names only the
// modal, so the calls, the shapes and the codes are ours. Anyone may ask: spec §6 does not reserve it
// for members, and the seller answers by the contact the shopper gives.
// - GET /product-detail/products/{itemSku}/quote-terms → `QuoteTermsDto`, or null for an item sold in
//   quantity whose seller takes no quotes (an answer, not an error: a browser logs every 404); 404 for
//   an item not sold in quantity or unknown.
// - POST /product-detail/products/{itemSku}/quotes with `QuoteRequestDto` → `QuoteDto`. Refusals: 400
//   with a `QuoteErrorCode` (error-codes.ts) in `status`: QUOTE_NOT_AVAILABLE (no quotes for the item,
//   or it cannot be bought now), QUOTE_INVALID_QUANTITY (with `errors.minQuantity` and
//   `errors.maxQuantity`), QUOTE_INVALID_CONTACT (with a message under `errors.name`, `errors.phone`,
//   `errors.email` or `errors.note` for each field refused); 409 QUOTE_ALREADY_REQUESTED (with
//   `errors.quoteId`) while the shopper's earlier request for the item is still open.

/** The contact's rules, the backend's; the modal checks the same before sending. */
export const QUOTE_NAME_MAX_LENGTH = 60;
export const QUOTE_NOTE_MAX_LENGTH = 500;
/** An Indonesian mobile number: 08…, 628… or +628…, 10 to 15 digits (spaces and hyphens taken out first). */
export const QUOTE_PHONE_PATTERN = /^(?:\+62|62|0)8\d{7,12}$/;
export const QUOTE_EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/;

export interface QuoteTermsDto {
  itemSku: string;
  /** The quantities a quote may be asked for (the seller's, from the first wholesale tier up). */
  minQuantity: number;
  maxQuantity: number;
  /** The seller answers within this many hours. */
  replyWithinHours: number;
  /** The seller's plain-text note about quotes (what they can offer, delivery of large orders). */
  sellerNote: string;
}

export interface QuoteRequestDto {
  quantity: number;
  /** 1 to 60 characters. */
  name: string;
  /** An Indonesian mobile number: 08…, 628… or +628…, 10 to 15 digits. */
  phone: string;
  email: string;
  /** To the seller, up to 500 characters; may be empty. */
  note: string;
}

export interface QuoteDto {
  /** The request's number, which the seller's answer quotes. */
  quoteId: string;
  itemSku: string;
  quantity: number;
  replyWithinHours: number;
}
