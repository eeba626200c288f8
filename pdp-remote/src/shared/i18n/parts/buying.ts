// The message part of buying: buy now, add to bag, the cart error catalogue, notify me and their modals.
import type { MessagePart } from '../message-part';
import { buyingMessagesId, type BuyingMessageId } from './buying.messages.id';

export const buyingMessages: MessagePart<BuyingMessageId> = {
  name: 'buying',
  id: buyingMessagesId,
  loadEnglish: () => import('./buying.messages.en'),
};
