// The message part of subscription. Its English rides in the services' English chunk (the service
// section, where its row is): one chunk fewer in every remoteEntry.js chunk map.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { subscriptionMessagesId, type SubscriptionMessageId } from './subscription.messages.id';

export const subscriptionMessages: MessagePart<SubscriptionMessageId> = {
  name: 'subscription',
  id: subscriptionMessagesId,
  loadEnglish: () => import(/* webpackChunkName: "pdp-messages-services-en" */ './subscription.messages.en'),
};
