// The message part of promotions: the voucher list and terms modals and the promotions page.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { promotionsMessagesId, type PromotionsMessageId } from './promotions.messages.id';

export const promotionsMessages: MessagePart<PromotionsMessageId> = {
  name: 'promotions',
  id: promotionsMessagesId,
  loadEnglish: () => import('./promotions.messages.en'),
};
