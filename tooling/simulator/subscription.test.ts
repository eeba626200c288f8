// Subscription against the real simulator (contract subscription.ts): the detail and benefit of an
// item sold by subscription, the member's own fields, the subscription cart with each refusal and
// dialog of spec §8, adding to an existing subscription by id, the hostile products' notes, and a
// broken subscription fixture stopping the simulator.
import type { SubscriptionAddItemResultDto, SubscriptionBenefitDto, SubscriptionCartResultDto, SubscriptionDetailDto } from '@pdp/backend-api/subscription';
import { ATTACK_CORPUS } from './catalogue/attack-corpus';
import { createSimulator } from './simulator';
import { type TestSession, catalogueCopy, catalogueWithChange, simulatorPerFile, startSimulator, withAttackCorpus } from './test-simulator';

const simulator = simulatorPerFile();

/** Weekly or monthly, 1 to 6 a delivery, tagged SUBSCRIPTION. */
const KOPI = 'KPI-60012-00001';
/** Monthly only, 1 to 3 a delivery; Sari's subscription delivers it. */
const VITAMIN = 'VTC-60014-00001';
/** Not tagged SUBSCRIPTION. */
const SHOE = 'SPL-60001-00001';
const SARI = 'sari@contoh.id';
const SARI_SUBSCRIPTION = 'SUB-USER-SARI';

const toCart = (shopper: TestSession, request: Record<string, unknown>) =>
  shopper.call<SubscriptionCartResultDto>('/subscription/carts', { json: { itemSku: KOPI, quantity: 1, frequency: 'WEEKLY', periodMonths: 3, ...request } });
const toSubscription = (shopper: TestSession, subscriptionId: string, request: Record<string, unknown>) =>
  shopper.call<SubscriptionAddItemResultDto>(`/subscription/${subscriptionId}/items`, { json: request });
const detailOf = async (shopper: TestSession, itemSku: string) => (await shopper.call<SubscriptionDetailDto>(`/subscription/products/${itemSku}`)).body.data;

async function sari(): Promise<TestSession> {
  const shopper = await simulator.session();
  await shopper.login(SARI);
  return shopper;
}

describe('subscription detail and benefit', () => {
  it('describes an item sold by subscription, with nothing of a member’s for an anonymous shopper', async () => {
    const shopper = await simulator.session();
    const detail = await shopper.call<SubscriptionDetailDto>(`/subscription/products/${KOPI}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual({
      itemSku: KOPI,
      price: 80_750,
      frequencies: ['WEEKLY', 'MONTHLY'],
      minQuantity: 1,
      maxQuantity: 6,
      inCart: false,
      subscriptionId: null,
    });
    expect(await detailOf(shopper, VITAMIN)).toMatchObject({ price: 68_400, frequencies: ['MONTHLY'], minQuantity: 1, maxQuantity: 3, subscriptionId: null });
    const benefit = await shopper.call<SubscriptionBenefitDto>(`/subscription/products/${KOPI}/benefit`);
    expect(benefit.body.data).toEqual({
      discountPercent: 5,
      shippingDiscount: 10_000,
      notes: ['Bisa dihentikan kapan saja dari halaman Langganan.'],
    });
  });

  it('is 404 for an item not tagged SUBSCRIPTION and for an unknown one', async () => {
    const shopper = await simulator.session();
    for (const path of [`/subscription/products/${SHOE}`, `/subscription/products/${SHOE}/benefit`, '/subscription/products/ZZZ-99999-00001']) {
      expect((await shopper.call(path)).status).toBe(404);
    }
  });

  it('gives a member the subscription that delivers the item, and says what is in their cart', async () => {
    expect((await detailOf(await sari(), VITAMIN)).subscriptionId).toBe(SARI_SUBSCRIPTION);
    const budi = await simulator.member();
    expect(await detailOf(budi, VITAMIN)).toMatchObject({ inCart: false, subscriptionId: null });
    expect((await toCart(budi, {})).status).toBe(200);
    expect(await detailOf(budi, KOPI)).toMatchObject({ inCart: true, subscriptionId: null });
    expect((await detailOf(await simulator.member(), KOPI)).inCart).toBe(false);
  });
});

describe('the subscription cart (POST /subscription/carts)', () => {
  it('is for members only', async () => {
    const shopper = await simulator.session();
    expect((await toCart(shopper, {})).status).toBe(401);
    expect((await toSubscription(shopper, SARI_SUBSCRIPTION, { itemSku: KOPI, quantity: 1 })).status).toBe(401);
  });

  it('adds an item, counts the lines, and answers the already-in-cart dialog for it a second time', async () => {
    const budi = await simulator.member();
    const added = await toCart(budi, { quantity: 6, frequency: 'MONTHLY', periodMonths: 12 });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ cartCount: 1 });
    const again = await toCart(budi, { quantity: 2 });
    expect(again.status).toBe(409);
    expect(again.body.status).toBe('SUBSCRIPTION_ITEM_IN_CART');
    expect((await toCart(budi, { itemSku: VITAMIN, frequency: 'MONTHLY', periodMonths: 1 })).body.data).toEqual({ cartCount: 2 });
  });

  it.each([
    ['an unknown item', 'INVALID_PRODUCT', { itemSku: 'ZZZ-99999-00001' }],
    ['an item not tagged SUBSCRIPTION', 'UNSUBSCRIBE_ITEM', { itemSku: SHOE }],
    ['a frequency the item is not offered in', 'UNSUBSCRIBE_ITEM', { itemSku: VITAMIN, frequency: 'WEEKLY' }],
    ['no period', 'INVALID_PERIOD', { periodMonths: undefined }],
    ['a period of 0 months', 'INVALID_PERIOD', { periodMonths: 0 }],
    ['a period of 13 months', 'INVALID_PERIOD', { periodMonths: 13 }],
    ['a period of 1.5 months', 'INVALID_PERIOD', { periodMonths: 1.5 }],
    ['a period written as text', 'INVALID_PERIOD', { periodMonths: '3' }],
  ])('refuses %s with %s and adds nothing', async (_case, code, request) => {
    const budi = await simulator.member();
    const refused = await toCart(budi, request);
    expect(refused.status).toBe(400);
    expect(refused.body.status).toBe(code);
    expect((await toCart(budi, {})).body.data).toEqual({ cartCount: 1 });
  });

  it.each([
    ['below the minimum', 0],
    ['above the maximum', 7],
  ])('refuses a quantity %s with INVALID_QUANTITY and the bounds', async (_case, quantity) => {
    const refused = await toCart(await simulator.member(), { quantity });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'INVALID_QUANTITY', errors: { minQuantity: ['1'], maxQuantity: ['6'] } });
  });

  it.each([
    ['no itemSku', { itemSku: undefined }],
    ['a quantity that is not whole', { quantity: 1.5 }],
    ['a quantity written as text', { quantity: '2' }],
    ['a frequency that is not weekly or monthly', { frequency: 'DAILY' }],
  ])('answers a malformed body (%s) with BAD_REQUEST', async (_case, request) => {
    const refused = await toCart(await simulator.member(), request);
    expect(refused.status).toBe(400);
    expect(refused.body.status).toBe('BAD_REQUEST');
  });

  it('answers the already-subscribed dialog with the subscription that delivers the item', async () => {
    const refused = await toCart(await sari(), { itemSku: VITAMIN, frequency: 'MONTHLY' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 'SUBSCRIPTION_ITEM_SUBSCRIBED', errors: { subscriptionId: [SARI_SUBSCRIPTION] } });
  });

  it('sends the quantity’s bounds with an injected INVALID_QUANTITY', async () => {
    const refused = await (await simulator.member()).call('/subscription/carts', { json: {}, headers: { 'x-sim-fault': 'code=INVALID_QUANTITY' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'INVALID_QUANTITY', errors: { minQuantity: ['1'], maxQuantity: ['3'] } });
  });
});

describe('adding to an existing subscription (POST /subscription/{subscriptionId}/items)', () => {
  it('adds the item to the member’s subscription, which then delivers it', async () => {
    const shopper = await sari();
    const added = await toSubscription(shopper, SARI_SUBSCRIPTION, { itemSku: KOPI, quantity: 2 });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ subscriptionId: SARI_SUBSCRIPTION });
    expect((await detailOf(shopper, KOPI)).subscriptionId).toBe(SARI_SUBSCRIPTION);
    const refused = await toCart(shopper, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 'SUBSCRIPTION_ITEM_SUBSCRIBED', errors: { subscriptionId: [SARI_SUBSCRIPTION] } });
  });

  it('is 404 for a subscription that is not the member’s', async () => {
    const budi = await simulator.member();
    expect((await toSubscription(budi, SARI_SUBSCRIPTION, { itemSku: KOPI, quantity: 1 })).status).toBe(404);
    expect((await toSubscription(budi, 'SUB-USER-BUDI', { itemSku: KOPI, quantity: 1 })).status).toBe(404);
    expect((await toSubscription(await sari(), 'SUB-NOPE', { itemSku: KOPI, quantity: 1 })).status).toBe(404);
  });

  it.each([
    ['an unknown item', 'INVALID_PRODUCT', { itemSku: 'ZZZ-99999-00001', quantity: 1 }, undefined],
    ['an item not tagged SUBSCRIPTION', 'UNSUBSCRIBE_ITEM', { itemSku: SHOE, quantity: 1 }, undefined],
    ['a quantity above the maximum', 'INVALID_QUANTITY', { itemSku: VITAMIN, quantity: 4 }, { minQuantity: ['1'], maxQuantity: ['3'] }],
    ['a quantity that is not whole', 'BAD_REQUEST', { itemSku: KOPI, quantity: 0.5 }, undefined],
  ])('refuses %s with %s', async (_case, code, request, errors) => {
    const shopper = await sari();
    const refused = await toSubscription(shopper, SARI_SUBSCRIPTION, request);
    expect(refused.status).toBe(400);
    expect(refused.body.status).toBe(code);
    if (errors) expect(refused.body.errors).toEqual(errors);
    expect((await detailOf(shopper, KOPI)).subscriptionId).toBeNull();
  });
});

describe('items that cannot be bought now', () => {
  it('refuses an item out of stock with OOS and one coming soon with UNBUYABLE_ITEM', async () => {
    const directory = await catalogueCopy((files) => {
      const kopi = files.get('products/kopi-bubuk.json') as { items: { stock: number }[] };
      (kopi.items[0] as { stock: number }).stock = 0;
      const vitamin = files.get('products/vitamin-c.json') as { items: { tags: string[] }[] };
      (vitamin.items[0] as { tags: string[] }).tags = ['COMING_SOON'];
    });
    const running = await startSimulator(directory);
    try {
      const shopper = await running.session();
      await shopper.login(SARI);
      const outOfStock = await toCart(shopper, {});
      expect([outOfStock.status, outOfStock.body.status]).toEqual([400, 'OOS']);
      const comingSoon = await toCart(shopper, { itemSku: VITAMIN, frequency: 'MONTHLY' });
      expect([comingSoon.status, comingSoon.body.status]).toEqual([400, 'UNBUYABLE_ITEM']);
      expect((await toSubscription(shopper, SARI_SUBSCRIPTION, { itemSku: KOPI, quantity: 1 })).body.status).toBe('OOS');
    } finally {
      await running.close();
    }
  });
});

describe('the hostile products', () => {
  it('serve their subscription notes as they are', () =>
    withAttackCorpus(async (shopper) => {
      for (const [index, { text }] of ATTACK_CORPUS.entries()) {
        const benefit = await shopper.call<SubscriptionBenefitDto>(`/subscription/products/ATK-${90000 + index}-00001/benefit`);
        expect(benefit.body.data.notes).toEqual([text, `Hemat 5% ${text}`]);
      }
    }));
});

describe('subscription fixtures', () => {
  it.each([
    ['a maximum below the minimum', { maxQuantity: 0 }, 'products/kopi-bubuk.json: subscription.maxQuantity must not be below minQuantity'],
    ['a daily package', { frequencies: ['DAILY'] }, 'products/kopi-bubuk.json: subscription.frequencies[0] must be one of WEEKLY, MONTHLY'],
    [
      'a subscriber that is not an email',
      { subscribedBy: ['sari'] },
      'products/kopi-bubuk.json: subscription.subscribedBy[0] must be the email of a demo account',
    ],
    ['no notes', { notes: undefined }, 'products/kopi-bubuk.json: subscription.notes must be an array'],
  ])('stop at start-up on %s, naming the file and field', async (_problem, change, message) => {
    const directory = await catalogueWithChange('products/kopi-bubuk.json', 'subscription', change);
    await expect(createSimulator({ fixturesDir: directory })).rejects.toThrow(message);
  });
});
