// The English messages of asking for a quote, in the services' English chunk.
import type { QuoteMessageId } from './quote.messages.id';

const quoteMessagesEn: Record<QuoteMessageId, string> = {
  'pdp.quote.title': 'Buying in bulk',
  'pdp.quote.terms': 'Ask for a special price for {min}–{max} items. The seller replies within {hours, number} hours.',
  'pdp.quote.open': 'Ask for a quote',
  'pdp.quote.loading': 'Loading the quote terms…',
  'pdp.quote.failed': 'Quotes could not be loaded.',
  'pdp.quote.sentRow': 'Quote request {quoteId} has been sent.',
  'pdp.quote.modalTitle': 'Ask for a quote',
  'pdp.quote.quantity': 'Quantity',
  'pdp.quote.quantityHint': 'At least {min}, at most {max} items',
  'pdp.quote.quantityInvalid': 'The quantity must be between {min} and {max} items.',
  'pdp.quote.name': 'Name',
  'pdp.quote.nameInvalid': 'Enter a name of up to {max} characters.',
  'pdp.quote.phone': 'Mobile number',
  'pdp.quote.phoneHint': 'For example: 0812 3456 7890',
  'pdp.quote.phoneInvalid': 'That mobile number is not valid.',
  'pdp.quote.email': 'Email',
  'pdp.quote.emailInvalid': 'That email is not valid.',
  'pdp.quote.note': 'Note to the seller (optional)',
  'pdp.quote.noteHint': '{count, number}/{max, number} characters',
  'pdp.quote.noteInvalid': 'The note may be up to {max} characters.',
  'pdp.quote.submit': 'Send request',
  'pdp.quote.sent': 'Quote request sent.',
  'pdp.quote.sentBody': 'Request number {quoteId}. The seller will reply within {hours, number} hours by the mobile number or email you gave.',
  'pdp.quote.done': 'Done',
  'pdp.quote.error.QUOTE_NOT_AVAILABLE': 'The seller is not taking quote requests for this product right now.',
  'pdp.quote.error.QUOTE_INVALID_CONTACT': 'Check your contact details again.',
  'pdp.quote.error.QUOTE_ALREADY_REQUESTED': 'You have already asked for a quote for this product. The seller will reply soon.',
  'pdp.quote.error.alreadyRequestedAs': 'You have already asked for a quote for this product (number {quoteId}). The seller will reply soon.',
  'pdp.quote.error.GENERAL_ERROR': 'Your request was not sent. Try again: what you typed is kept.',
};

export default quoteMessagesEn;
