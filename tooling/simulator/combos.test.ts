// Combo bundles against the real simulator (spec §2 bundling catalog, §3 Combo, §7, §8 cart codes):
// the combo of an item, the COMBO add to bag and each refusal, the bundle a combo links to and adding
// one of its items, and fixtures with a broken combo stopping the simulator.
import type { AddToCartResultDto } from '@pdp/backend-api/backend';
import type { CartDto } from '@pdp/backend-api/cart';
import type { BundleDto, SingleComboDto } from '@pdp/backend-api/combos';
import { createSimulator } from './simulator';
import { type TestSession, catalogueCopy, catalogueWithChange, simulatorPerFile, startSimulator } from './test-simulator';

const simulator = simulatorPerFile();
const { member } = simulator;

const line = (itemSku: string, quantity = 1) => ({ itemSku, quantity, fulfillment: 'delivery' });
const addCombo = (session: TestSession, items: object[], comboId: unknown = 'CMB-HPX-01') =>
  session.call<AddToCartResultDto>('/retail/carts/_add-bulk', { json: { cartType: 'COMBO', comboId, items } });

describe('the combo of an item (GET /product/products/{id}/single-combo)', () => {
  it('serves the shown item as primary and the complementary items, available ones selected, at the combo price', async () => {
    const session = await simulator.session();
    const combo = (await session.call<SingleComboDto>('/product/products/is--HPX-60003-00002/single-combo')).body.data;
    expect(combo).toMatchObject({ comboId: 'CMB-HPX-01', name: 'Paket hemat Smartphone X5', bundlingCatalogId: 'BND-HPX-01', minimumItems: 2 });
    expect(combo.items.map(({ itemSku, primary, available, selected }) => [itemSku, primary, available, selected])).toEqual([
      ['HPX-60003-00002', true, true, true],
      ['HDP-60010-00001', false, true, true],
      ['TMB-60006-00001', false, true, true],
      ['KNS-60005-00001', false, false, false],
    ]);
    expect(combo.items[1]?.price).toEqual({ listed: expect.any(Number), offered: 299000, combo: 269100 });
  });

  it('answers null for an item without a combo, and 404 for an unknown one', async () => {
    const session = await simulator.session();
    expect((await session.call('/product/products/ps--KAO-60002/single-combo')).body.data).toBeNull();
    expect((await session.call('/product/products/ps--NOPE-1/single-combo')).status).toBe(404);
  });
});

describe('adding a combo to the bag (cart type COMBO)', () => {
  it('puts the primary and the chosen items in the bag', async () => {
    const session = await member();
    const answer = await addCombo(session, [line('HPX-60003-00001'), line('HDP-60010-00001')]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ cartCount: 2 });
    const bag = (await session.call<CartDto>('/retail/carts')).body.data.items;
    expect(bag.map((item) => item.itemSku)).toEqual(['HPX-60003-00001', 'HDP-60010-00001']);
  });

  it.each([
    ['an unknown combo', [line('HPX-60003-00001'), line('HDP-60010-00001')], 'CMB-NOPE', 'COMBO_RULE_NOT_FOUND'],
    ['no combo id', [line('HPX-60003-00001'), line('HDP-60010-00001')], null, 'COMBO_RULE_NOT_FOUND'],
    ['an item outside the combo', [line('HPX-60003-00001'), line('KAO-60002-00001')], 'CMB-HPX-01', 'COMBO_RULE_NOT_FOUND'],
    ['no primary item', [line('HDP-60010-00001'), line('TMB-60006-00001')], 'CMB-HPX-01', 'COMBO_RULE_NOT_FOUND'],
    ['the primary alone', [line('HPX-60003-00001')], 'CMB-HPX-01', 'INVALID_MINIMUM_TOTAL_ITEM'],
    ['two of an item', [line('HPX-60003-00001'), line('HDP-60010-00001', 2)], 'CMB-HPX-01', 'INVALID_QUANTITY'],
  ])('refuses %s', async (_case, items, comboId, code) => {
    const session = await member();
    const answer = await addCombo(session, items, comboId);
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(code);
    expect((await session.call<CartDto>('/retail/carts')).body.data.items).toEqual([]);
  });

  it('refuses an ended combo with PROMO_HAS_BEEN_EXPIRED', async () => {
    const ended = await startSimulator(await catalogueWithChange('products/smartphone-x5.json', 'combo', { expired: true }));
    try {
      const session = await ended.session();
      await session.login();
      const answer = await addCombo(session, [line('HPX-60003-00001'), line('HDP-60010-00001')]);
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe('PROMO_HAS_BEEN_EXPIRED');
    } finally {
      await ended.close();
    }
  });
});

describe('the bundling catalog (GET /product/bundles/{id}, POST /retail/bundling-catalog/{id}/_add-item)', () => {
  const addItem = (session: TestSession, itemSku: unknown, bundleId = 'BND-HPX-01') =>
    session.call<AddToCartResultDto>(`/retail/bundling-catalog/${bundleId}/_add-item`, { json: { itemSku, quantity: 1 } });

  it("serves the bundle a combo links to: the product's first item as primary, then the complementary items with their flags", async () => {
    const bundle = (await (await simulator.session()).call<BundleDto>('/product/bundles/BND-HPX-01')).body.data;
    expect(bundle).toMatchObject({ bundleId: 'BND-HPX-01', comboId: 'CMB-HPX-01', name: 'Paket hemat Smartphone X5' });
    expect(bundle.items.map(({ itemSku, primary, available, selected }) => [itemSku, primary, available, selected])).toEqual([
      ['HPX-60003-00001', true, true, true],
      ['HDP-60010-00001', false, true, true],
      ['TMB-60006-00001', false, true, true],
      ['KNS-60005-00001', false, false, false],
    ]);
    expect((await (await simulator.session()).call('/product/bundles/BND-NOPE')).status).toBe(404);
  });

  it('puts one of an item of the bundle in the bag, on its own', async () => {
    const session = await member();
    const answer = await addItem(session, 'TMB-60006-00001');
    expect([answer.status, answer.body.data]).toEqual([200, { cartCount: 1 }]);
    const bag = (await session.call<CartDto>('/retail/carts')).body.data.items;
    expect(bag.map((item) => [item.itemSku, item.quantity])).toEqual([['TMB-60006-00001', 1]]);
  });

  it('refuses as any add to bag: an item not for sale, one outside the bundle, an unknown bundle, an anonymous shopper', async () => {
    const session = await member();
    expect((await addItem(session, 'KNS-60005-00001')).body.status).toBe('UNBUYABLE_ITEM');
    expect((await addItem(session, 'KAO-60002-00001')).body).toMatchObject({ code: 400, status: 'UNBUYABLE_ITEM' });
    expect((await addItem(session, 'TMB-60006-00001', 'BND-NOPE')).status).toBe(404);
    expect((await session.call<CartDto>('/retail/carts')).body.data.items).toEqual([]);
    expect((await addItem(await simulator.session(), 'TMB-60006-00001')).status).toBe(401);
  });
});

describe('combo fixtures', () => {
  const withCombo = (combo: object) =>
    catalogueCopy((files) => {
      files.set('products/tumbler.json', { ...(files.get('products/tumbler.json') as object), combo });
    });
  const valid = {
    comboId: 'CMB-T',
    name: 'Paket',
    bundlingCatalogId: 'BND-T',
    minimumItems: 2,
    discountPercent: 5,
    complementaryItemSkus: ['KAO-60002-00001'],
  };

  it.each([
    [{ ...valid, minimumItems: 1 }, 'combo.minimumItems must be 2 or more'],
    [{ ...valid, complementaryItemSkus: ['NOPE-1'] }, 'NOPE-1 is not an item of the catalogue'],
    [{ ...valid, complementaryItemSkus: ['TMB-60006-00001'] }, "must be another product's, of the same vendor"],
    [{ ...valid, complementaryItemSkus: ['BRS-70001-00001'] }, "must be another product's, of the same vendor"],
  ])('stops at start-up on a broken combo (%#)', async (combo, message) => {
    await expect(createSimulator({ fixturesDir: await withCombo(combo) })).rejects.toThrow(message);
  });
});
