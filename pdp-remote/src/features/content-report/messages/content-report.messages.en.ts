// The English messages of the product report's menu.
import type { ContentReportMessageId } from './content-report.messages.id';

const contentReportMessagesEn: Record<ContentReportMessageId, string> = {
  'pdp.reportMenu.question': 'What is wrong with this product?',
  'pdp.reportMenu.closed': 'Product reports cannot be sent right now. Please try again later.',
};

export default contentReportMessagesEn;
