import { AFFILIATE_PARAMETERS } from '@pdp/backend-api/affiliate';
import { sharedProductUrl } from '@pdp/backend-api/share';
import { stripTrackingParameters, TRACKING_PARAMETERS } from './tracking';

describe('stripTrackingParameters', () => {
  it('removes every tracking parameter of the spec and keeps the rest in order', () => {
    const query = TRACKING_PARAMETERS.map((name) => `${name}=x`).join('&');
    expect(stripTrackingParameters(`/p/a/ps--A-1?qty=2&${query}&tab=spec#reviews`)).toBe('/p/a/ps--A-1?qty=2&tab=spec#reviews');
  });

  it('drops the question mark when nothing is left', () => {
    expect(stripTrackingParameters('https://pasarku.test/p/a/ps--A-1?utm_source=ig&share_link=1')).toBe('https://pasarku.test/p/a/ps--A-1');
  });

  it('recognises encoded and value-less names, and leaves look-alikes', () => {
    expect(stripTrackingParameters('/x?utm%5Fsource=a&pid&cc=1&c=2&pidx=3')).toBe('/x?cc=1&pidx=3');
  });

  it('keeps URLs without a query as they are, and survives malformed encoding', () => {
    expect(stripTrackingParameters('/p/a/ps--A-1#top')).toBe('/p/a/ps--A-1#top');
    expect(stripTrackingParameters('/x?%E0%A4%A=1&utm_medium=m')).toBe('/x?%E0%A4%A=1');
  });
});

describe('the parameters other calls put in an address', () => {
  it('are tracking parameters: an affiliate arrival loses them once read', () => {
    for (const name of Object.values(AFFILIATE_PARAMETERS)) expect(TRACKING_PARAMETERS).toContain(name);
  });

  it('a shared link carries only parameters the page strips again when it is opened', () => {
    const url = sharedProductUrl('https://pasarku.test', '/grocery/p/beras/ps--BRS-1', 'qr');
    expect(stripTrackingParameters(url)).toBe('https://pasarku.test/grocery/p/beras/ps--BRS-1');
  });
});
