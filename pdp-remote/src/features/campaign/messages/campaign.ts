// The message part of asking to be reminded of an upcoming campaign. Its English rides in the
// reminder's own chunk: it is small, and it keeps one chunk fewer in every remoteEntry.js chunk map.
import type { MessagePart } from '../../../shared/i18n/message-part';
import { campaignMessagesId, type CampaignMessageId } from './campaign.messages.id';

export const campaignMessages: MessagePart<CampaignMessageId> = {
  name: 'campaign',
  id: campaignMessagesId,
  loadEnglish: () => import(/* webpackChunkName: "campaign-reminder" */ './campaign.messages.en'),
};
