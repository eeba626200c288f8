// Free gifts against the real simulator (spec §3 Free gift, §5): the gifts of an item, the FREE_GIFT
// cart and its refusals, and a broken free-gift fixture stopping the simulator.
import type { AddToCartResultDto } from '@pdp/backend-api/backend';
import type { CartDto } from '@pdp/backend-api/cart';
import type { FreeGiftDto } from '@pdp/backend-api/free-gifts';
import { createSimulator } from './simulator';
import { type TestSession, catalogueWithChange, simulatorPerFile } from './test-simulator';

const simulator = simulatorPerFile();
const { member } = simulator;

const ITEM = 'LPT-60008-00001';
const addWithGifts = (session: TestSession, quantity: number, gifts: string[], extra: object = {}) =>
  session.call<AddToCartResultDto>('/retail/free-gift/carts', {
    json: {
      cartType: 'FREE_GIFT',
      item: { itemSku: ITEM, quantity },
      freeGifts: gifts.map((itemSku) => ({ itemSku, pickupPointCode: 'PP-GFT-JKT' })),
      ...extra,
    },
  });

describe('the free gifts of an item (GET /product-detail/products/{id}/free-gift)', () => {
  it('serves the complimentary items, none selected, the maximum and the criteria', async () => {
    const session = await simulator.session();
    const gift = (await session.call<FreeGiftDto>('/product-detail/products/ps--LPT-60008/free-gift')).body.data;
    expect(gift.maxNoOfFreeSkus).toBe(1);
    expect(gift.criteria).toEqual({ type: 'AMOUNT', threshold: 15000000 });
    expect(gift.complimentaryItems.map(({ itemSku, selected, attributes }) => [itemSku, selected, attributes.length])).toEqual([
      ['GFT-LPT-01', false, 1],
      ['GFT-LPT-02', false, 0],
    ]);
  });

  it('answers null for an item without gifts, and 404 for an unknown one', async () => {
    const session = await simulator.session();
    expect((await session.call('/product-detail/products/ps--KAO-60002/free-gift')).body.data).toBeNull();
    expect((await session.call('/product-detail/products/ps--NOPE-1/free-gift')).status).toBe(404);
  });
});

describe('the FREE_GIFT cart (POST /retail/free-gift/carts)', () => {
  it('answers 401 to an anonymous shopper', async () => {
    expect((await addWithGifts(await simulator.session(), 2, ['GFT-LPT-01'])).status).toBe(401);
  });

  it('puts the item and the chosen gift, at no charge, in the bag', async () => {
    const session = await member();
    const answer = await addWithGifts(session, 2, ['GFT-LPT-02']);
    expect(answer.status).toBe(200);
    const bag = (await session.call<CartDto>('/retail/carts')).body.data.items;
    expect(bag.map(({ itemSku, quantity, price }) => [itemSku, quantity, price])).toEqual([
      [ITEM, 2, 11499000],
      ['GFT-LPT-02', 1, 0],
    ]);
  });

  it.each([
    ['below the amount criteria', 1, ['GFT-LPT-01']],
    ['no gift', 2, []],
    ['more gifts than allowed', 2, ['GFT-LPT-01', 'GFT-LPT-02']],
    ['a gift that is not the item’s', 2, ['GFT-NOPE']],
  ])('refuses %s with INVALID_QUANTITY and changes nothing', async (_case, quantity, gifts) => {
    const session = await member();
    const answer = await addWithGifts(session, quantity, gifts);
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('INVALID_QUANTITY');
    expect((await session.call<CartDto>('/retail/carts')).body.data.items).toEqual([]);
  });

  it('refuses another cart type as a bad request', async () => {
    const answer = await addWithGifts(await member(), 2, ['GFT-LPT-01'], { cartType: 'REGULAR' });
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('BAD_REQUEST');
  });
});

describe('free-gift fixtures', () => {
  it('stop at start-up on a maximum of 0 gifts', async () => {
    const directory = await catalogueWithChange('products/laptop-cakra.json', 'freeGift', { maxNoOfFreeSkus: 0 });
    await expect(createSimulator({ fixturesDir: directory })).rejects.toThrow('freeGift.maxNoOfFreeSkus must be 1 or more');
  });
});
