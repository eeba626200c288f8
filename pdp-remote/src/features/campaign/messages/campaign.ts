// The message part of asking to be reminded of an upcoming campaign.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { campaignMessagesId, type CampaignMessageId } from './campaign.messages.id';

export const campaignMessages: MessagePart<CampaignMessageId> = {
  name: 'campaign',
  id: campaignMessagesId,
  loadEnglish: () => import('./campaign.messages.en'),
};
