// The message part of add-ons.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { addOnsMessagesId, type AddOnsMessageId } from './add-ons.messages.id';

export const addOnsMessages: MessagePart<AddOnsMessageId> = {
  name: 'add-ons',
  id: addOnsMessagesId,
  loadEnglish: () => import('./add-ons.messages.en'),
};
