import { affiliateArrivalOf } from './affiliate';

describe('the affiliate link in a query string (affiliateArrivalOf)', () => {
  it('reads the affiliate, its campaign and channel, and leaves out what is malformed', () => {
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
