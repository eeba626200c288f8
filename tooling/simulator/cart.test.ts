// Add to bag and quick checkout against the real simulator: every cart rule, the session override of
// the checkout status, and the 400 envelope for input it does not understand.
import type { AddToCartResultDto, CartLineRequestDto, QuickCheckoutResultDto } from '@pdp/backend-api/backend';
import type { CartDto } from '@pdp/backend-api/cart';
import { type TestSession, catalogueCopy, simulatorPerFile, startSimulator } from './test-simulator';

const simulator = simulatorPerFile();
const { member } = simulator;

const delivery = (itemSku: string, quantity = 1, pickupPointCode = 'PP-X'): CartLineRequestDto => ({
  itemSku,
  quantity,
  pickupPointCode,
  fulfillment: 'delivery',
});
const pickup = (itemSku: string, pickupPointCode: string, quantity = 1): CartLineRequestDto => ({ itemSku, quantity, pickupPointCode, fulfillment: 'pickup' });
const add = (session: TestSession, items: CartLineRequestDto[], extra: object = {}) =>
  session.call<AddToCartResultDto>('/retail/carts/_add-bulk', { json: { cartType: 'REGULAR', items, ...extra } });
const bag = async (session: TestSession) => (await session.call<CartDto>('/retail/carts')).body.data.items;

describe('add to bag (POST /retail/carts/_add-bulk)', () => {
  it('answers 401 to an anonymous shopper', async () => {
    const anonymous = await simulator.session();
    const answer = await add(anonymous, [delivery('KAO-60002-00001')]);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, status: 'UNAUTHORIZED', data: null });
  });

  it('adds lines with their fulfillment and pickup point, and answers the number of lines in the bag', async () => {
    const session = await member();
    const first = await add(session, [delivery('KAO-60002-00001', 2, 'PP-KTN-60002')]);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ cartCount: 1 });
    const second = await add(session, [pickup('HLM-60011-00001', 'PP-UGW-DGO'), delivery('KAO-60002-00001', 3)]);
    expect(second.body.data).toEqual({ cartCount: 2 });
    expect(await bag(session)).toEqual([
      {
        itemSku: 'KAO-60002-00001',
        name: 'Kaos Polos Katun Combed 30s',
        quantity: 5,
        price: 59000,
        imageUrl: '/backend/media/kaos-polos-katun-combed-30s.svg',
        fulfillment: 'delivery',
        pickupPointCode: 'PP-X',
      },
      {
        itemSku: 'HLM-60011-00001',
        name: 'Helm Sepeda Lipat Urban',
        quantity: 1,
        price: 389000,
        imageUrl: '/backend/media/helm-urban-hitam-doff.svg',
        fulfillment: 'pickup',
        pickupPointCode: 'PP-UGW-DGO',
      },
    ]);
  });

  it('takes a line without fulfillment or point as delivery from the product’s default point', async () => {
    const session = await member();
    expect((await session.call('/retail/carts/_add-bulk', { json: { items: [{ itemSku: 'TMB-60006-00001', quantity: 1 }] } })).status).toBe(200);
    expect(await bag(session)).toEqual([expect.objectContaining({ itemSku: 'TMB-60006-00001', fulfillment: 'delivery', pickupPointCode: 'PP-MNM-60006' })]);
  });

  it.each([
    ['a quantity below 1', [delivery('KAO-60002-00001', 0)], 'LOWER_THAN_MINIMUM'],
    ['an unknown item', [delivery('NOPE-1')], 'UNBUYABLE_ITEM'],
    ['an item of a deleted product', [delivery('RAK-60007-00001')], 'UNBUYABLE_ITEM'],
    ['a coming-soon item', [delivery('KNS-60005-00001')], 'UNBUYABLE_ITEM'],
    ['an item tagged OOS', [delivery('BLD-60004-00001')], 'OOS'],
    ['an item with no stock', [delivery('KAO-60002-00003')], 'OOS'],
    ['pickup of more than 1', [pickup('HLM-60011-00001', 'PP-UGW-SNP', 2)], 'INVALID_QUANTITY'],
    ['pickup at a point without stock', [pickup('HLM-60011-00001', 'PP-UGW-PRI')], 'OOS'],
    ['pickup at a point the product is not in', [pickup('HLM-60011-00001', 'PP-KKN-TBT')], 'UNBUYABLE_ITEM'],
    ['pickup of a product with no pickup', [pickup('LMP-60013-00001', 'PP-TRG-60013')], 'UNBUYABLE_ITEM'],
    ['delivery of a pickup-only product', [delivery('KPI-60012-00001')], 'UNBUYABLE_ITEM'],
    ['delivery of a variant that cannot be delivered', [delivery('HLM-60011-00002')], 'UNBUYABLE_ITEM'],
    ['more than the maximum in one request', [delivery('HPX-60003-00001', 1), delivery('HPX-60003-00001', 2)], 'CO_EXCEEDED_QUANTITY'],
    ['a good line with a bad one', [delivery('KAO-60002-00001'), delivery('NOPE-1')], 'UNBUYABLE_ITEM'],
  ])('refuses %s with %s and adds nothing', async (_case, items, code) => {
    const session = await member();
    const answer = await add(session, items);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, status: code, data: null });
    expect(await bag(session)).toEqual([]);
  });

  it('refuses going over the maximum with the bag, saying the maximum in errors.maxQty', async () => {
    const session = await member();
    expect((await add(session, [delivery('HPX-60003-00001', 1)])).status).toBe(200);
    const answer = await add(session, [delivery('HPX-60003-00001', 2)]);
    expect(answer.body).toEqual({ code: 400, status: 'CO_EXCEEDED_QUANTITY', data: null, errors: { maxQty: ['2'] } });
    // The maximum is the stock when that is lower: 2 left of the tumbler.
    const stock = await add(session, [delivery('TMB-60006-00001', 3)]);
    expect(stock.body.errors).toEqual({ maxQty: ['2'] });
    expect(await bag(session)).toEqual([expect.objectContaining({ itemSku: 'HPX-60003-00001', quantity: 1 })]);
  });

  it('asks before a Click & Collect line ships by courier (CNC_ITEM_EXISTS), and switches it when confirmed', async () => {
    const session = await member();
    await add(session, [pickup('HLM-60011-00001', 'PP-UGW-SNP')]);
    const asked = await add(session, [delivery('HLM-60011-00001', 2, 'PP-UGW-SNP')]);
    expect(asked.body).toMatchObject({ status: 'CNC_ITEM_EXISTS' });
    expect(await bag(session)).toEqual([expect.objectContaining({ quantity: 1, fulfillment: 'pickup', pickupPointCode: 'PP-UGW-SNP' })]);
    const confirmed = await add(session, [delivery('HLM-60011-00001', 2, 'PP-UGW-DGO')], { confirmFulfillmentChange: true });
    expect(confirmed.body.data).toEqual({ cartCount: 1 });
    expect(await bag(session)).toEqual([
      expect.objectContaining({ itemSku: 'HLM-60011-00001', quantity: 3, fulfillment: 'delivery', pickupPointCode: 'PP-UGW-DGO' }),
    ]);
  });

  it('asks before a delivered line becomes Click & Collect (NON_CNC_ITEM_EXISTS), and switches it when confirmed', async () => {
    const session = await member();
    await add(session, [delivery('HLM-60011-00001', 1, 'PP-UGW-SNP')]);
    const asked = await add(session, [pickup('HLM-60011-00001', 'PP-UGW-DGO')], { confirmFulfillmentChange: false });
    expect(asked.body).toMatchObject({ status: 'NON_CNC_ITEM_EXISTS' });
    await add(session, [pickup('HLM-60011-00001', 'PP-UGW-DGO')], { confirmFulfillmentChange: true });
    expect(await bag(session)).toEqual([expect.objectContaining({ quantity: 2, fulfillment: 'pickup', pickupPointCode: 'PP-UGW-DGO' })]);
  });

  it.each([
    ['a body that is not an object', [1, 2]],
    ['an unknown cart type', { cartType: 'BOGUS', items: [delivery('KAO-60002-00001')] }],
    ['no items', { cartType: 'REGULAR', items: [] }],
    ['an unknown fulfillment', { items: [{ ...delivery('KAO-60002-00001'), fulfillment: 'drone' }] }],
    ['a pickup line without a point', { items: [{ itemSku: 'HLM-60011-00001', quantity: 1, fulfillment: 'pickup' }] }],
    ['a confirmation that is not a boolean', { items: [delivery('KAO-60002-00001')], confirmFulfillmentChange: 'yes' }],
    ['a quantity that is not an integer', { items: [delivery('KAO-60002-00001', 1.5)] }],
  ])('answers %s with a 400 envelope', async (_case, json) => {
    const session = await member();
    const answer = await session.call('/retail/carts/_add-bulk', { json });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 'BAD_REQUEST', errors: { request: [expect.any(String)] } });
  });

  it('refuses a line beyond 100 in the bag with MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED', async () => {
    const directory = await catalogueCopy((files) => {
      const product = structuredClone(files.get('products/tumbler.json')) as { productSku: string; items: { itemSku: string; stock: number }[] };
      const [template] = product.items;
      product.productSku = 'BIG-1';
      product.items = Array.from({ length: 101 }, (_, index) => ({ ...template!, itemSku: `BIG-1-${index}`, stock: 5 }));
      files.set('products/big.json', product);
    });
    const big = await startSimulator(directory);
    try {
      const session = await big.session();
      await session.login();
      const hundred = Array.from({ length: 100 }, (_, index) => delivery(`BIG-1-${index}`));
      expect((await add(session, hundred)).body.data).toEqual({ cartCount: 100 });
      const full = await add(session, [delivery('BIG-1-0'), delivery('BIG-1-100')]);
      expect(full.body).toMatchObject({ code: 400, status: 'MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED' });
      const lines = (await session.call<CartDto>('/retail/carts')).body.data.items;
      expect(lines).toHaveLength(100);
      expect(lines[0]?.quantity).toBe(1);
      // A line already in the bag still takes more.
      expect((await add(session, [delivery('BIG-1-0')])).body.data).toEqual({ cartCount: 100 });
    } finally {
      await big.close();
    }
  });
});

describe('quick checkout (POST /retail/checkouts/_quick)', () => {
  const quick = (session: TestSession, items: CartLineRequestDto[], query = '?source=PDP') =>
    session.call<QuickCheckoutResultDto>(`/retail/checkouts/_quick${query}`, { json: { items } });

  it('answers 401 to an anonymous shopper', async () => {
    const anonymous = await simulator.session();
    expect((await quick(anonymous, [delivery('KAO-60002-00001')])).status).toBe(401);
  });

  it('makes a checkout (READY_CHECKOUT) without touching the bag, whatever the bag holds', async () => {
    const session = await member();
    await add(session, [delivery('HPX-60003-00001', 2)]);
    const answer = await quick(session, [delivery('HPX-60003-00001', 2)]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ status: 'READY_CHECKOUT', checkoutId: expect.stringMatching(/^CO-[0-9a-f]{12}$/) });
    const again = await quick(session, [pickup('HLM-60011-00001', 'PP-UGW-SNP')], '');
    expect(again.body.data.checkoutId).not.toBe(answer.body.data.checkoutId);
    expect(await bag(session)).toEqual([expect.objectContaining({ itemSku: 'HPX-60003-00001', quantity: 2 })]);
  });

  it.each([
    [[delivery('KAO-60002-00001', 0)], 'LOWER_THAN_MINIMUM'],
    [[delivery('KNS-60005-00001')], 'UNBUYABLE_ITEM'],
    [[delivery('BLD-60004-00001')], 'OOS'],
    [[pickup('KPI-60012-00001', 'PP-KKN-TBT', 2)], 'INVALID_QUANTITY'],
    [[pickup('HLM-60011-00001', 'PP-UGW-PRI')], 'OOS'],
    [[delivery('HPX-60003-00001', 3)], 'CO_EXCEEDED_QUANTITY'],
  ])('checks the lines as add to bag does: %j → %s', async (items, code) => {
    const session = await member();
    const answer = await quick(session, items);
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(code);
  });

  it('puts a product that cannot be checked alone in the bag (kulkas: SKIP_CHECKOUT)', async () => {
    const session = await member();
    await add(session, [delivery('KAO-60002-00001')]);
    const answer = await quick(session, [delivery('KLK-60009-00001', 1, 'PP-ELK-60009')]);
    expect(answer.body.data).toEqual({ status: 'SKIP_CHECKOUT', checkoutId: null, cartCount: 2 });
    expect((await bag(session)).map((line) => [line.itemSku, line.quantity])).toEqual([
      ['KAO-60002-00001', 1],
      ['KLK-60009-00001', 1],
    ]);
  });

  it('answers what the session override says, for `remaining` calls or until cleared', async () => {
    const session = await member();
    const set = await session.call('/_simulator/quick-checkout', { json: { status: 'CHECKOUT_FAILED', remaining: 1 } });
    expect(set.body.data).toEqual({ status: 'CHECKOUT_FAILED', remaining: 1 });
    const failed = await quick(session, [delivery('KLK-60009-00001')]);
    expect(failed.status).toBe(200);
    expect(failed.body.data).toEqual({ status: 'CHECKOUT_FAILED', checkoutId: null });
    expect((await quick(session, [delivery('KLK-60009-00001')])).body.data.status).toBe('SKIP_CHECKOUT');

    await session.call('/_simulator/quick-checkout', { json: { status: 'CHECKOUT_SUCCESS' } });
    for (let call = 0; call < 2; call += 1) {
      const success = await quick(session, [delivery('KLK-60009-00001')]);
      expect(success.body.data).toEqual({ status: 'CHECKOUT_SUCCESS', checkoutId: expect.stringMatching(/^CO-[0-9a-f]{12}$/) });
    }
    await session.call('/_simulator/quick-checkout', { json: { status: 'SKIP_CHECKOUT' } });
    expect((await quick(session, [delivery('KAO-60002-00001')])).body.data).toMatchObject({ status: 'SKIP_CHECKOUT', checkoutId: null });
    expect((await session.call('/_simulator/quick-checkout', { method: 'DELETE' })).status).toBe(200);
    expect((await quick(session, [delivery('KAO-60002-00001')])).body.data.status).toBe('READY_CHECKOUT');
    // Another session is not affected by this one's override.
    await session.call('/_simulator/quick-checkout', { json: { status: 'CHECKOUT_FAILED' } });
    expect((await quick(await member(), [delivery('KAO-60002-00001')])).body.data.status).toBe('READY_CHECKOUT');
  });

  it('does not use up the override on a refused request', async () => {
    const session = await member();
    await session.call('/_simulator/quick-checkout', { json: { status: 'CHECKOUT_FAILED', remaining: 1 } });
    expect((await quick(session, [delivery('BLD-60004-00001')])).body.status).toBe('OOS');
    expect((await quick(session, [delivery('KAO-60002-00001')])).body.data.status).toBe('CHECKOUT_FAILED');
  });

  it.each([
    ['/_simulator/quick-checkout', { status: 'DONE' }],
    ['/_simulator/quick-checkout', { status: 'READY_CHECKOUT', remaining: 0 }],
    ['/retail/checkouts/_quick?source=CART', { items: [delivery('KAO-60002-00001')] }],
    ['/retail/checkouts/_quick', { items: 'KAO-60002-00001' }],
  ])('answers %s with %j with a 400 envelope', async (pathname, json) => {
    const session = await member();
    const answer = await session.call(pathname, { json });
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('BAD_REQUEST');
  });
});
