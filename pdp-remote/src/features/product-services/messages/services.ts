// The message part of services: warranty, USPs and the return policy.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { servicesMessagesId, type ServicesMessageId } from './services.messages.id';

export const servicesMessages: MessagePart<ServicesMessageId> = {
  name: 'services',
  id: servicesMessagesId,
  loadEnglish: () => import('./services.messages.en'),
};
