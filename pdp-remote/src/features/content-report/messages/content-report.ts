// The message part of the product report's first step, the report menu.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { contentReportMessagesId, type ContentReportMessageId } from './content-report.messages.id';

export const contentReportMessages: MessagePart<ContentReportMessageId> = {
  name: 'content-report',
  id: contentReportMessagesId,
  loadEnglish: () => import('./content-report.messages.en'),
};
