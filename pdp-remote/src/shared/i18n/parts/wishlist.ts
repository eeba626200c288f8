// The message part of wishlist albums. Its English rides in the details' English chunk (the seller
// section's, where the wishlist button is): one chunk fewer in every remoteEntry.js chunk map.
import type { MessagePart } from '../message-part';
import { wishlistMessagesId, type WishlistMessageId } from './wishlist.messages.id';

export const wishlistMessages: MessagePart<WishlistMessageId> = {
  name: 'wishlist',
  id: wishlistMessagesId,
  loadEnglish: () => import(/* webpackChunkName: "pdp-messages-details-en" */ './wishlist.messages.en'),
};
