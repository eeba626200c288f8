// Vouchers against the real simulator (spec §3 Vouchers, §4 Voucher claim, §8 Others): what each
// call answers, the claim's session state and refusals, the price summary's vouchers, and fixtures
// with broken vouchers stopping the simulator at start-up.
import type { PriceSummaryDto } from '@pdp/backend-api/backend';
import type { MerchantVoucherDto, MerchantVouchersInfoDto, ProductVouchersDto, VoucherClaimDto, VoucherTermsDto } from '@pdp/backend-api/vouchers';
import { createSimulator } from './simulator';
import { FixtureError } from './catalogue/fixture-error';
import { type TestSession, catalogueCopy, simulatorPerFile } from './test-simulator';

const ITEM = 'SPL-60001-00001';
const simulator = simulatorPerFile();
const { member } = simulator;

const merchantVouchers = async (session: TestSession) => (await session.call<MerchantVoucherDto[]>(`/product/merchant/vouchers?itemSku=${ITEM}`)).body.data;
const claim = (session: TestSession, id: string, itemSku = ITEM) =>
  session.call<VoucherClaimDto>(`/product/merchant/vouchers/${id}/_claim?itemSku=${itemSku}`, { method: 'POST' });

describe('the vouchers of a product', () => {
  it('serves the recommended promotion, platform and platform shipping vouchers, ending in the future', async () => {
    const session = await simulator.session();
    const answer = await session.call<ProductVouchersDto>('/product-detail/products/ps--SPL-60001/vouchers');
    expect(answer.status).toBe(200);
    const { recommendedPromotion, platformVouchers, platformShippingVouchers } = answer.body.data;
    expect(recommendedPromotion?.title).toBe('Hemat s.d. Rp100.000 dengan voucher toko');
    expect(platformVouchers.map((voucher) => voucher.code)).toEqual(['PDPHEMAT5']);
    expect(platformVouchers[0]?.reward).toEqual({ type: 'DISCOUNT', value: 5, maxAmount: 50000 });
    expect(platformShippingVouchers.map((voucher) => voucher.code)).toEqual(['ONGKIRHEMAT']);
    expect(Date.parse(platformShippingVouchers[0]?.endDate ?? '')).toBeGreaterThan(Date.now());
  });

  it('ends a voucher at the end of the Jakarta day `endsInDays` after the shopper’s, also before 07:00 there (still yesterday in UTC)', async () => {
    const session = await simulator.session();
    for (const now of ['2030-01-15T03:00:00+07:00', '2030-01-15T23:30:00+07:00']) {
      await session.call('/_simulator/clock', { json: { now } });
      const answer = await session.call<ProductVouchersDto>('/product-detail/products/ps--SPL-60001/vouchers');
      // ONGKIRHEMAT ends in 14 days.
      expect(answer.body.data.platformShippingVouchers[0]?.endDate).toBe('2030-01-29T16:59:59.000Z');
    }
  });

  it('answers empty lists for a product without vouchers, and 404 for an unknown one', async () => {
    const session = await simulator.session();
    const none = await session.call<ProductVouchersDto>('/product-detail/products/ps--KAO-60002/vouchers');
    expect(none.body.data).toEqual({ recommendedPromotion: null, platformVouchers: [], platformShippingVouchers: [] });
    expect((await session.call('/product-detail/products/ps--NOPE-1/vouchers')).status).toBe(404);
  });

  it('serves the seller vouchers of an item, and its shipping vouchers with the name as title', async () => {
    const session = await simulator.session();
    expect((await merchantVouchers(session)).map(({ code, status, remainingQuota }) => [code, status, remainingQuota])).toEqual([
      ['AEROHEMAT', 'ACTIVE', 25],
      ['AERO10', 'ACTIVE', 0],
      ['AEROSETIA', 'USED', 12],
    ]);
    const info = (await session.call<MerchantVouchersInfoDto>(`/product/merchant/vouchers-info?itemSku=${ITEM}`)).body.data;
    expect(info.merchantVoucherCount).toBe(3);
    expect(info.sellerShippingVouchers).toEqual([expect.objectContaining({ id: 'SV-AER-001', title: 'Ongkir toko s.d. Rp15.000', status: 'ACTIVE' })]);
    expect(info.sellerShippingVouchers[0]).not.toHaveProperty('name');
  });

  it('refuses a seller voucher call without an item sku', async () => {
    const session = await simulator.session();
    const answer = await session.call('/product/merchant/vouchers');
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('BAD_REQUEST');
  });

  it.each([
    ['a platform voucher', '/product-detail/vouchers/PDPHEMAT5/tnc', 'Berlaku untuk minimal belanja Rp1.000.000.'],
    ['a platform shipping voucher', '/product-detail/vouchers/shipping/ONGKIRHEMAT/tnc', 'Berlaku untuk pengiriman reguler.'],
    ['a merchant voucher', '/product-detail/merchant/vouchers/MV-AER-001/tnc', 'Berlaku untuk semua produk Aero Official Store.'],
    ['a seller shipping voucher', '/product-detail/merchant/vouchers/SV-AER-001/tnc', 'Potongan ongkir dari Aero Official Store.'],
  ])('serves the terms of %s, and 404 for an unknown one', async (_kind, pathname, firstLine) => {
    const session = await simulator.session();
    expect((await session.call<VoucherTermsDto>(pathname)).body.data.terms[0]).toBe(firstLine);
    expect((await session.call(pathname.replace(/(PDPHEMAT5|ONGKIRHEMAT|MV-AER-001|SV-AER-001)/, 'NOPE'))).status).toBe(404);
  });
});

describe('claiming a seller voucher (POST /product/merchant/vouchers/{id}/_claim)', () => {
  it('answers 401 to an anonymous shopper', async () => {
    expect((await claim(await simulator.session(), 'MV-AER-001')).status).toBe(401);
  });

  it('claims: the voucher is CLAIMED with one less in the quota, for this session only', async () => {
    const session = await member();
    const answer = await claim(session, 'MV-AER-001');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id: 'MV-AER-001', status: 'CLAIMED' });
    expect((await merchantVouchers(session))[0]).toMatchObject({ status: 'CLAIMED', remainingQuota: 24 });
    expect((await merchantVouchers(await member()))[0]).toMatchObject({ status: 'ACTIVE', remainingQuota: 25 });
  });

  it('claims a seller shipping voucher', async () => {
    const session = await member();
    expect((await claim(session, 'SV-AER-001')).status).toBe(200);
    const info = (await session.call<MerchantVouchersInfoDto>(`/product/merchant/vouchers-info?itemSku=${ITEM}`)).body.data;
    expect(info.sellerShippingVouchers[0]).toMatchObject({ status: 'CLAIMED', remainingQuota: 49 });
  });

  it('refuses a second claim, and a used voucher, with VOUCHER_CLAIMED and the reason at errors.voucher', async () => {
    const session = await member();
    await claim(session, 'MV-AER-001');
    for (const id of ['MV-AER-001', 'MV-AER-003']) {
      const again = await claim(session, id);
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ status: 'VOUCHER_CLAIMED', errors: { voucher: ['Voucher ini sudah kamu simpan.'] } });
    }
  });

  it('refuses a voucher with no quota left with QUOTA_RUN_OUT, in the language asked', async () => {
    const session = await member();
    const answer = await session.call(`/product/merchant/vouchers/MV-AER-002/_claim?itemSku=${ITEM}`, { method: 'POST', headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 'QUOTA_RUN_OUT', errors: { voucher: ['This voucher has run out.'] } });
  });

  it("answers 404 for a voucher of another product's seller or an unknown id", async () => {
    const session = await member();
    expect((await claim(session, 'MV-AER-001', 'KAO-60002-00001')).status).toBe(404);
    expect((await claim(session, 'MV-NOPE')).status).toBe(404);
  });
});

describe('vouchers in the price summary', () => {
  const summary = async (session: TestSession, quantity: number) =>
    (await session.call<PriceSummaryDto>(`/product-detail/products/is--${ITEM}/price-summary?qty=${quantity}`)).body.data;

  it('lists the vouchers and applies the platform voucher once the total reaches its minimum', async () => {
    const session = await simulator.session();
    const one = await summary(session, 1);
    expect(one.vouchers.map((voucher) => voucher.code)).toEqual(['PDPHEMAT5', 'AEROHEMAT', 'AERO10', 'AEROSETIA']);
    expect(one.vouchersApplied).toEqual([]);
    // Two pairs cost 1.258.600: 5% is 62.930, capped at 50.000.
    expect((await summary(session, 2)).vouchersApplied).toEqual([{ code: 'PDPHEMAT5', amount: 50000 }]);
  });

  it('applies a claimed merchant voucher', async () => {
    const session = await member();
    await claim(session, 'MV-AER-001');
    expect((await summary(session, 1)).vouchersApplied).toEqual([{ code: 'AEROHEMAT', amount: 100000 }]);
  });
});

describe('voucher fixtures', () => {
  const withVouchers = (vouchers: unknown, file = 'products/tumbler.json') =>
    catalogueCopy((files) => {
      files.set(file, { ...(files.get(file) as object), vouchers });
    });

  it.each([
    [
      {
        merchant: [
          {
            id: 'X-1',
            code: 'X1',
            name: 'X',
            status: 'CLAIMED',
            remainingQuota: 1,
            reward: { type: 'AMOUNT_OFF', value: 1, maxAmount: null },
            minPurchase: 0,
            endsInDays: 1,
            terms: ['t'],
          },
        ],
      },
      'vouchers.merchant[0].status must be one of ACTIVE, USED, REDEEMED',
    ],
    [
      { platform: [{ code: 'P1', name: 'P', reward: { type: 'DISCOUNT', value: 120, maxAmount: null }, minPurchase: 0, endsInDays: 1, terms: ['t'] }] },
      'vouchers.platform[0].reward.value must be a percentage',
    ],
    [
      { platform: [{ code: 'P1', name: 'P', reward: { type: 'AMOUNT_OFF', value: 1, maxAmount: null }, minPurchase: 0, endsInDays: 1, terms: [] }] },
      'vouchers.platform[0].terms must not be empty',
    ],
  ])('stops at start-up on a broken voucher (%#)', async (vouchers, message) => {
    const failure = createSimulator({ fixturesDir: await withVouchers(vouchers) });
    await expect(failure).rejects.toBeInstanceOf(FixtureError);
    await expect(failure).rejects.toThrow(message);
  });

  it('stops at start-up on a seller voucher id used by two products', async () => {
    const voucher = {
      id: 'MV-AER-001',
      code: 'DUP',
      name: 'Dup',
      status: 'ACTIVE',
      remainingQuota: 1,
      reward: { type: 'AMOUNT_OFF', value: 1, maxAmount: null },
      minPurchase: 0,
      endsInDays: 1,
      terms: ['t'],
    };
    await expect(createSimulator({ fixturesDir: await withVouchers({ merchant: [voucher] }) })).rejects.toThrow('MV-AER-001 is used by another voucher');
  });
});
