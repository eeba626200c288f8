// Where a campaign stands at the server's "now", and the countdown to its next moment.
import type { CampaignInfoDto } from '@pdp/backend-api/backend';

export type CampaignPhase = 'upcoming' | 'ongoing' | 'ended';

export function campaignPhase(campaign: Pick<CampaignInfoDto, 'startAt' | 'endAt'>, now: number): CampaignPhase {
  if (now < Date.parse(campaign.startAt)) return 'upcoming';
  if (now < Date.parse(campaign.endAt)) return 'ongoing';
  return 'ended';
}

/** `HH:MM:SS` until the target (hours may exceed 24), never negative. */
export function countdown(target: number, now: number): string {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
