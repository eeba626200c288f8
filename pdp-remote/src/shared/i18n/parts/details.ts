// The message part of the details below the fold: description and specifications, seller, recently viewed, price list;
// the image preview and the way back from a secondary page.
import type { MessagePart } from '../message-part';
import { detailsMessagesId, type DetailsMessageId } from './details.messages.id';

export const detailsMessages: MessagePart<DetailsMessageId> = {
  name: 'details',
  id: detailsMessagesId,
  loadEnglish: () => import('./details.messages.en'),
};
