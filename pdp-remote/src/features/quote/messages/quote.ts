// The message part of asking for a quote. Its English rides in the services' English chunk (the
// service section, where its row is): one chunk fewer in every remoteEntry.js chunk map.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { quoteMessagesId, type QuoteMessageId } from './quote.messages.id';

export const quoteMessages: MessagePart<QuoteMessageId> = {
  name: 'quote',
  id: quoteMessagesId,
  loadEnglish: () => import(/* webpackChunkName: "pdp-messages-services-en" */ './quote.messages.en'),
};
