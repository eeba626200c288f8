// The message part of add-ons. Its English rides in the services' English chunk (the service section,
// where its row is): one chunk fewer in every remoteEntry.js chunk map.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { addOnsMessagesId, type AddOnsMessageId } from './add-ons.messages.id';

export const addOnsMessages: MessagePart<AddOnsMessageId> = {
  name: 'add-ons',
  id: addOnsMessagesId,
  loadEnglish: () => import(/* webpackChunkName: "pdp-messages-services-en" */ './add-ons.messages.en'),
};
