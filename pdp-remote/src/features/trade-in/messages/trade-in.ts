// The message part of trade-in. Its English rides in the services' English chunk (the service section,
// where its row is): one chunk fewer in every remoteEntry.js chunk map.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { tradeInMessagesId, type TradeInMessageId } from './trade-in.messages.id';

export const tradeInMessages: MessagePart<TradeInMessageId> = {
  name: 'trade-in',
  id: tradeInMessagesId,
  loadEnglish: () => import(/* webpackChunkName: "pdp-messages-services-en" */ './trade-in.messages.en'),
};
