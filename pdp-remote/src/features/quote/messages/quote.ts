// The message part of asking for a quote.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { quoteMessagesId, type QuoteMessageId } from './quote.messages.id';

export const quoteMessages: MessagePart<QuoteMessageId> = {
  name: 'quote',
  id: quoteMessagesId,
  loadEnglish: () => import('./quote.messages.en'),
};
