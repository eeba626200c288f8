// The message part of the address picker's saved addresses and its pin step (spec §2 address picker,
// §8 Shipping CUSTOMER_GEO_LOCATION_REQUIRED and Others: Map).
import type { MessagePart } from '../../../shared/i18n/message-part';
import { addressMessagesId, type AddressMessageId } from './address.messages.id';

export const addressMessages: MessagePart<AddressMessageId> = {
  name: 'address',
  id: addressMessagesId,
  loadEnglish: () => import('./address.messages.en'),
};
