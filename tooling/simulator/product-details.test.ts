// Calls of the retail page that had no simulator test of their own, against the real simulator: the
// flash-sale reminder (POST …/campaign/{campaignId}/_subscribe, spec §4, §7), the return method labels
// (/common/content/return-method i18n) and an item's return policy (/return/sku-items/{id}/return-policy,
// spec §3 Services), and the SEO calls (/content/seo, /seo/custom-urls, spec §7, §9 "15 days return").
import type { ProductSummaryDto, ReturnPolicyDto, SeoContentDto, SeoCustomUrlDto } from '@pdp/backend-api/backend';
import { simulatorPerFile } from './test-simulator';

const simulator = simulatorPerFile();

describe('the campaign reminder (POST /product-detail/products/{itemSku}/campaign/{campaignId}/_subscribe)', () => {
  const subscribe = (session: Awaited<ReturnType<typeof simulator.session>>, itemSku = 'KAO-60002-00001', campaignId = 'FS-2612') =>
    session.call(`/product-detail/products/${itemSku}/campaign/${campaignId}/_subscribe`, { method: 'POST' });
  const notified = async (session: Awaited<ReturnType<typeof simulator.session>>, id = 'is--KAO-60002-00001') =>
    (await session.call<ProductSummaryDto>(`/product-detail/products/${id}/_summary`)).body.data.details?.campaignInfo?.notified;

  it("subscribes a member to the item's campaign, which the item's summary then marks as notified for that session only", async () => {
    const member = await simulator.member();
    expect(await notified(member)).toBe(false);
    const answer = await subscribe(member);
    expect([answer.status, answer.body.data]).toEqual([200, true]);
    expect(await notified(member)).toBe(true);
    expect(await notified(member, 'is--KAO-60002-00002')).toBe(false);
    expect(await notified(await simulator.member())).toBe(false);
  });

  it('takes an anonymous shopper too, for that session (spec §6 does not make it members-only)', async () => {
    const anonymous = await simulator.session();
    expect((await subscribe(anonymous)).status).toBe(200);
    expect(await notified(anonymous)).toBe(true);
    expect(await notified(await simulator.session())).toBe(false);
  });

  it('answers 404 for an unknown item or a campaign the item is not in', async () => {
    const member = await simulator.member();
    expect((await subscribe(member, 'NOPE-1')).status).toBe(404);
    expect((await subscribe(member, 'KAO-60002-00001', 'FS-2611')).status).toBe(404);
    expect(await notified(member)).toBe(false);
  });
});

describe('returns (GET /common/content/return-method-i18n, GET /return/sku-items/{id}/return-policy)', () => {
  it('labels every return method in both languages', async () => {
    const methods = (await (await simulator.session()).call<Record<string, { id: string; en: string }>>('/common/content/return-method-i18n')).body.data;
    expect(methods).toEqual({
      PICKUP: { id: 'Dijemput kurir di alamatmu', en: 'Picked up by a courier at your address' },
      DROP_OFF: { id: 'Antar sendiri ke titik pengiriman', en: 'Drop it off at a shipping point' },
      STORE: { id: 'Kembalikan di toko', en: 'Return it in store' },
    });
  });

  it("answers an item's policy, each method one the labels name; not returnable without one; 404 for an unknown item", async () => {
    const session = await simulator.session();
    const labels = (await session.call<Record<string, unknown>>('/common/content/return-method-i18n')).body.data;
    const policy = await session.call<ReturnPolicyDto>('/return/sku-items/SPL-60001-00002/return-policy');
    expect([policy.status, policy.body.data]).toEqual([
      200,
      { returnable: true, freeReturnDays: 15, reasons: ['DAMAGE', 'MISMATCH', 'NOT_SUITABLE_SIZE', 'CHANGE_MIND'], methods: ['PICKUP', 'DROP_OFF'] },
    ]);
    expect(policy.body.data.methods.every((method) => method in labels)).toBe(true);
    expect((await session.call<ReturnPolicyDto>('/return/sku-items/BLD-60004-00001/return-policy')).body.data).toEqual({
      returnable: false,
      freeReturnDays: 0,
      reasons: [],
      methods: [],
    });
    expect((await session.call('/return/sku-items/NOPE-1/return-policy')).status).toBe(404);
  });
});

describe('SEO (GET /content/seo, GET /seo/custom-urls)', () => {
  it("describes a product with the 15 days' free return and its keywords; 404 for an unknown product", async () => {
    const session = await simulator.session();
    const seo = await session.call<SeoContentDto>('/content/seo?productSku=SPL-60001');
    expect(seo.status).toBe(200);
    expect(seo.body.data.description).toBe('Beli Sepatu Lari Pria Aero Run 2 original dari Aero Official Store. Gratis retur 15 hari.');
    expect(seo.body.data.keywords[0]).toBe('Sepatu Lari Pria Aero Run 2');
    expect((await session.call('/content/seo?productSku=NOPE-1')).status).toBe(404);
  });

  it("answers a product's official path for any of its slugs and ids, keeping the secondary page; null for a path it does not know", async () => {
    const session = await simulator.session();
    const custom = async (url: string) => (await session.call<SeoCustomUrlDto>(`/seo/custom-urls?url=${encodeURIComponent(url)}`)).body.data;
    expect(await custom('/p/any-slug/is--SPL-60001-00002')).toEqual({
      url: '/p/any-slug/is--SPL-60001-00002',
      customUrl: '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001',
    });
    expect((await custom('/p/x/ps--SPL-60001/shipping')).customUrl).toBe('/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001/shipping');
    expect(await custom('/p/x/ps--NOPE-1')).toEqual({ url: '/p/x/ps--NOPE-1', customUrl: null });
    expect((await custom('/not-a-product')).customUrl).toBeNull();
  });
});
