// The Indonesian messages of asking to be reminded of an upcoming campaign (a message part: see
// ../message-part.ts), bundled with the reminder's chunk.
export const campaignMessagesId = {
  'pdp.campaign.remindMe': 'Ingatkan saya',
  'pdp.campaign.reminderOn': 'Pengingat aktif',
  'pdp.campaign.reminderFailed': 'Gagal mengaktifkan pengingat. Coba lagi.',
} as const;

export type CampaignMessageId = keyof typeof campaignMessagesId;
