// The message part of wishlist albums.
import type { MessagePart } from '../message-part';
import { wishlistMessagesId, type WishlistMessageId } from './wishlist.messages.id';

export const wishlistMessages: MessagePart<WishlistMessageId> = {
  name: 'wishlist',
  id: wishlistMessagesId,
  loadEnglish: () => import('./wishlist.messages.en'),
};
