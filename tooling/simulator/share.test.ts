// The share-link call against the real simulator: a short link per address, the same one each time,
// for anyone; anything but an http(s) address is refused with INVALID_URL.
import type { ShareLinkDto } from '@pdp/backend-api/share';
import { simulatorPerFile } from './test-simulator';

const simulator = simulatorPerFile();
const PRODUCT = 'http://127.0.0.1:8080/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001?utm_source=share&share_link=1';

describe('the share link (POST /common/share-link)', () => {
  it('gives an anonymous shopper a short https link, the same for the same address and another for another', async () => {
    const shopper = await simulator.session();
    const first = await shopper.call<ShareLinkDto>('/common/share-link', { json: { url: PRODUCT } });
    expect(first.status).toBe(200);
    expect(first.body.data.link).toMatch(/^https:\/\/pasarku\.link\/[\w-]{8}$/);
    expect((await (await simulator.session()).call<ShareLinkDto>('/common/share-link', { json: { url: PRODUCT } })).body.data.link).toBe(first.body.data.link);
    const other = await shopper.call<ShareLinkDto>('/common/share-link', { json: { url: `${PRODUCT}&utm_medium=link` } });
    expect(other.body.data.link).not.toBe(first.body.data.link);
  });

  it.each([
    ['no address', {}],
    ['a javascript: address', { url: 'javascript:alert(1)' }],
    ['a relative address', { url: '/p/sepatu/ps--SPL-60001' }],
    ['an address too long', { url: `https://pasarku.test/${'a'.repeat(2000)}` }],
  ])('refuses %s with INVALID_URL', async (_, json) => {
    const answer = await (await simulator.session()).call('/common/share-link', { json });
    expect([answer.status, answer.body.status]).toEqual([400, 'INVALID_URL']);
    expect(answer.body.errors).toHaveProperty('url');
  });
});
