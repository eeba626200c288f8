// The message part of fulfillment: delivery or pickup, shipping options and errors, pickup points and schedule, the address picker.
import type { MessagePart } from '../message-part';
import { fulfillmentMessagesId, type FulfillmentMessageId } from './fulfillment.messages.id';

export const fulfillmentMessages: MessagePart<FulfillmentMessageId> = {
  name: 'fulfillment',
  id: fulfillmentMessagesId,
  loadEnglish: () => import('./fulfillment.messages.en'),
};
