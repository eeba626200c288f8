// The English messages of asking to be reminded of an upcoming campaign, in the reminder's chunk.
import type { CampaignMessageId } from './campaign.messages.id';

const campaignMessagesEn: Record<CampaignMessageId, string> = {
  'pdp.campaign.remindMe': 'Remind me',
  'pdp.campaign.reminderOn': 'Reminder on',
  'pdp.campaign.reminderFailed': 'Could not turn on the reminder. Try again.',
};

export default campaignMessagesEn;
