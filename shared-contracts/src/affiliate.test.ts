import { AFFILIATE_PARAMETERS, affiliateArrivalOf } from './affiliate';
import { TRACKING_PARAMETERS } from './tracking';

describe('the affiliate link in a query string (affiliateArrivalOf)', () => {
  it('reads the affiliate, its campaign and channel, and leaves out what is malformed', () => {
    // Every affiliate parameter is a tracking parameter: the address loses them once read.
    for (const name of Object.values(AFFILIATE_PARAMETERS)) expect(TRACKING_PARAMETERS).toContain(name);
    expect(affiliateArrivalOf('?pid=AFF-77&c=harbolnas&af_channel=social&utm_source=x')).toEqual({
      affiliateId: 'AFF-77',
      campaign: 'harbolnas',
      channel: 'social',
    });
    expect(affiliateArrivalOf('?pid=AFF-77&c=%3Cb%3E')).toEqual({ affiliateId: 'AFF-77', campaign: null, channel: null });
    expect(affiliateArrivalOf('?c=harbolnas&af_channel=social')).toBeNull();
    expect(affiliateArrivalOf('?pid=')).toBeNull();
    expect(affiliateArrivalOf(`?pid=${'a'.repeat(65)}`)).toBeNull();
    expect(affiliateArrivalOf('')).toBeNull();
  });
});
