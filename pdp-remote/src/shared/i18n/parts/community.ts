// The message part of the community sections: reviews, discussions and reporting what buyers wrote.
import type { MessagePart } from '../message-part';
import { communityMessagesId, type CommunityMessageId } from './community.messages.id';

export const communityMessages: MessagePart<CommunityMessageId> = {
  name: 'community',
  id: communityMessagesId,
  loadEnglish: () => import('./community.messages.en'),
};
