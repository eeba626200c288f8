import { sharedProductUrl } from './share';

describe('sharedProductUrl', () => {
  it('keeps the product and variant, drops the query and hash, and adds the share campaign for the medium', () => {
    expect(sharedProductUrl('https://pasarku.test', '/p/sepatu/is--SPL-1-00002?utm_source=ig&qty=2&pdpAction=follow#ulasan', 'link')).toBe(
      'https://pasarku.test/p/sepatu/is--SPL-1-00002?utm_source=share&utm_medium=link&utm_campaign=pdp_share&share_link=1',
    );
    expect(sharedProductUrl('https://pasarku.test', '/p/sepatu/ps--SPL-1', 'qr')).toBe(
      'https://pasarku.test/p/sepatu/ps--SPL-1?utm_source=qr_code&utm_medium=qr&utm_campaign=pdp_share&share_link=1',
    );
  });
});
