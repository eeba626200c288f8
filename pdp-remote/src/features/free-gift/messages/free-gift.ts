// The message part of free gifts.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { freeGiftMessagesId, type FreeGiftMessageId } from './free-gift.messages.id';

export const freeGiftMessages: MessagePart<FreeGiftMessageId> = {
  name: 'free-gift',
  id: freeGiftMessagesId,
  loadEnglish: () => import('./free-gift.messages.en'),
};
