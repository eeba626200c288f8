// The message part of sharing a product. Its English rides in the details' English chunk (the seller
// section's, where the share button is): one chunk fewer in every remoteEntry.js chunk map.
import type { MessagePart } from '../message-part';
import { shareMessagesId, type ShareMessageId } from './share.messages.id';

export const shareMessages: MessagePart<ShareMessageId> = {
  name: 'share',
  id: shareMessagesId,
  loadEnglish: () => import(/* webpackChunkName: "pdp-messages-details-en" */ './share.messages.en'),
};
