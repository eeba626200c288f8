// The message part of installments.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { installmentsMessagesId, type InstallmentsMessageId } from './installments.messages.id';

export const installmentsMessages: MessagePart<InstallmentsMessageId> = {
  name: 'installments',
  id: installmentsMessagesId,
  loadEnglish: () => import('./installments.messages.en'),
};
