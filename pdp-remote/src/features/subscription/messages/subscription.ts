// The message part of subscription.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { subscriptionMessagesId, type SubscriptionMessageId } from './subscription.messages.id';

export const subscriptionMessages: MessagePart<SubscriptionMessageId> = {
  name: 'subscription',
  id: subscriptionMessagesId,
  loadEnglish: () => import('./subscription.messages.en'),
};
