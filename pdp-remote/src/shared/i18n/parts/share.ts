// The message part of sharing a product.
import type { MessagePart } from '../message-part';
import { shareMessagesId, type ShareMessageId } from './share.messages.id';

export const shareMessages: MessagePart<ShareMessageId> = {
  name: 'share',
  id: shareMessagesId,
  loadEnglish: () => import('./share.messages.en'),
};
