import { campaignPhase, countdown } from './campaign-phase';

const campaign = { startAt: '2026-11-22T10:00:00.000Z', endAt: '2026-11-22T12:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('campaign phase', () => {
  it('is upcoming before the start, ongoing until the end, then ended', () => {
    expect(campaignPhase(campaign, at('2026-11-22T09:59:59.000Z'))).toBe('upcoming');
    expect(campaignPhase(campaign, at('2026-11-22T10:00:00.000Z'))).toBe('ongoing');
    expect(campaignPhase(campaign, at('2026-11-22T11:59:59.999Z'))).toBe('ongoing');
    expect(campaignPhase(campaign, at('2026-11-22T12:00:00.000Z'))).toBe('ended');
  });

  it('counts down in hours, minutes and seconds, never below zero', () => {
    expect(countdown(at('2026-11-22T12:00:00.000Z'), at('2026-11-22T10:58:57.400Z'))).toBe('01:01:02');
    expect(countdown(at('2026-11-23T12:00:00.000Z'), at('2026-11-22T10:00:00.000Z'))).toBe('26:00:00');
    expect(countdown(0, 5000)).toBe('00:00:00');
  });
});
