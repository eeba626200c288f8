// The message part of trade-in.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { tradeInMessagesId, type TradeInMessageId } from './trade-in.messages.id';

export const tradeInMessages: MessagePart<TradeInMessageId> = {
  name: 'trade-in',
  id: tradeInMessagesId,
  loadEnglish: () => import('./trade-in.messages.en'),
};
