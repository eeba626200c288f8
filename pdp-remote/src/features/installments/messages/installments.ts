// The message part of installments. Its English rides in the services' English chunk (the service
// section, where the installments row is): one chunk fewer in every remoteEntry.js chunk map.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { installmentsMessagesId, type InstallmentsMessageId } from './installments.messages.id';

export const installmentsMessages: MessagePart<InstallmentsMessageId> = {
  name: 'installments',
  id: installmentsMessagesId,
  loadEnglish: () => import(/* webpackChunkName: "pdp-messages-services-en" */ './installments.messages.en'),
};
