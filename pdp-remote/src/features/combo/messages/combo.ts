// The message part of combo bundles.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { comboMessagesId, type ComboMessageId } from './combo.messages.id';

export const comboMessages: MessagePart<ComboMessageId> = {
  name: 'combo',
  id: comboMessagesId,
  loadEnglish: () => import('./combo.messages.en'),
};
