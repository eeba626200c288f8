// The grocery calls against the real simulator: stores near the shopper, slotted delivery by store
// and resolved by item sku, the grocery bag with its windows, the checkout summary, recommendations,
// the content the grocery page reads, and stores.json validation.
import type { AddToCartResultDto, QuickCheckoutResultDto } from '@pdp/backend-api/backend';
import type { CartDto } from '@pdp/backend-api/cart';
import type { GroceryCheckoutSummaryDto, GroceryRecommendationDto, GroceryStoreDto, SlottedDeliveryDto, StorePickerConfigDto } from '@pdp/backend-api/grocery';
import { createSimulator } from './simulator';
import { catalogueCopy, startSimulator, type RunningSimulator, type TestSession } from './test-simulator';

let simulator: RunningSimulator;
beforeAll(async () => {
  simulator = await startSimulator();
});
afterAll(() => simulator.close());

/** Jl. Kemang Raya, a few hundred metres from Ranch Market Kemang. */
const KEMANG = { latitude: -6.2615, longitude: 106.8106 };
/** Dago, Bandung: far from every Jakarta store. */
const DAGO = { latitude: -6.885, longitude: 107.613 };
const at = ({ latitude, longitude }: { latitude: number; longitude: number }) => `latitude=${latitude}&longitude=${longitude}`;
const BERAS = 'BRS-70001-00001';

/**
 * A Friday morning in Jakarta: the next three days hold a Sunday (SUNDAY), and no window starts within
 * the hour. In a year past, so a window of the machine's clock can never be taken for one of it.
 */
const FRIDAY_MORNING = '2021-01-15T10:00:00+07:00';
const SUNDAY = '2021-01-17';

/**
 * A session whose clock is FRIDAY_MORNING: a window read in one call is still there in the next, whenever
 * the tests run (the machine's clock could cross an hour or a Jakarta midnight between them).
 */
async function onFridayMorning(session: TestSession): Promise<TestSession> {
  await session.call('/_simulator/clock', { json: { now: FRIDAY_MORNING } });
  return session;
}

async function member(): Promise<TestSession> {
  const session = await onFridayMorning(await simulator.session());
  await session.login();
  return session;
}

const slotted = async (session: TestSession, query: string) =>
  (await session.call<SlottedDeliveryDto>(`/grocery/products/ps--BRS-70001/slotted-delivery?${query}`)).body.data;

describe('the store picker (GET /grocery/store-picker/nearby)', () => {
  it('needs a location: CUSTOMER_GEO_LOCATION_REQUIRED without one', async () => {
    const answer = await (await simulator.session()).call('/grocery/store-picker/nearby');
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('CUSTOMER_GEO_LOCATION_REQUIRED');
  });

  it('lists the stores of every group within the radius, nearest first, each serviceable or not', async () => {
    const stores = (await (await simulator.session()).call<GroceryStoreDto[]>(`/grocery/store-picker/nearby?${at(KEMANG)}&radiusKm=25`)).body.data;
    expect(stores.map((store) => [store.code, store.groupName, store.available])).toEqual([
      ['WH-RNC-KMG', 'RANCH', true],
      ['WH-RNC-PIK', 'RANCH', true],
      ['WH-PSF-SNY', 'MARKETPLACE_FRESH', true],
      ['WH-RNC-KGD', 'RANCH', false],
    ]);
    const distances = stores.map((store) => store.distanceKm ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(stores[0]).toMatchObject({ name: 'Ranch Market Kemang', pickupPoint: 'PP-RNC-KMG', city: 'Jakarta Selatan' });
    expect(stores[0]?.pickupHours).toHaveLength(7);
    expect(stores[3]?.pickupHours).toEqual([]);
  });

  it('keeps to the limit and the radius it is given', async () => {
    const session = await simulator.session();
    expect((await session.call<GroceryStoreDto[]>(`/grocery/store-picker/nearby?${at(KEMANG)}&limit=2`)).body.data.map((store) => store.code)).toEqual([
      'WH-RNC-KMG',
      'WH-RNC-PIK',
    ]);
    expect((await session.call<GroceryStoreDto[]>(`/grocery/store-picker/nearby?${at(DAGO)}&radiusKm=5`)).body.data.map((store) => store.code)).toEqual([
      'WH-PSF-DGO',
    ]);
    expect((await session.call(`/grocery/store-picker/nearby?${at(KEMANG)}&radiusKm=1000`)).status).toBe(400);
  });
});

describe('slotted delivery (GET /grocery/products/{id}/slotted-delivery)', () => {
  it('offers deliver now within hours and three days of scheduled windows, marking booked-out ones', async () => {
    const answer = await slotted(await simulator.session(), `warehouseCode=WH-RNC-KMG&${at(KEMANG)}`);
    expect(answer.warehouse).toMatchObject({ code: 'WH-RNC-KMG', groupName: 'RANCH', pickupPoint: 'PP-RNC-KMG', available: true });
    expect(answer.conditions).toEqual([]);
    const [now, scheduled] = answer.shippings;
    expect(now).toMatchObject({ type: 'DELIVER_NOW', logisticCode: 'HOUR_DEL', price: 20000 });
    expect(now?.slots).toHaveLength(2);
    expect(now?.slots.every((slot) => slot.status === 'available' && slot.id.startsWith('NOW-'))).toBe(true);
    expect(scheduled).toMatchObject({ type: 'SCHEDULED_DELIVERY', logisticCode: 'SLOT_DEL', price: 10000 });
    expect(new Set(scheduled?.slots.map((slot) => slot.date)).size).toBe(3);
    expect(scheduled?.slots.filter((slot) => slot.start === '10:00').every((slot) => slot.status === 'full')).toBe(true);
    expect(scheduled?.slots.filter((slot) => slot.start === '08:00').every((slot) => slot.status === 'available')).toBe(true);
  });

  it('gives a store without deliver now only scheduled windows, closed on its closed weekday', async () => {
    const answer = await slotted(await onFridayMorning(await simulator.session()), `warehouseCode=WH-RNC-PIK&${at(KEMANG)}`);
    expect(answer.shippings.map((shipping) => shipping.type)).toEqual(['SCHEDULED_DELIVERY']);
    const slots = answer.shippings[0]?.slots ?? [];
    const sundays = slots.filter((slot) => slot.date === SUNDAY);
    expect(sundays.length).toBeGreaterThan(0);
    expect(sundays.every((slot) => slot.status === 'closed')).toBe(true);
    expect(slots.filter((slot) => slot.date !== SUNDAY).some((slot) => slot.status === 'available')).toBe(true);
  });

  it('marks the address unserviceable when the store is too far or closed, with nothing to deliver', async () => {
    const session = await simulator.session();
    const far = await slotted(session, `warehouseCode=WH-RNC-KMG&${at(DAGO)}`);
    expect(far.warehouse?.available).toBe(false);
    expect(far.shippings).toEqual([]);
    const closed = await slotted(session, `warehouseCode=WH-RNC-KGD&${at(KEMANG)}`);
    expect(closed.warehouse?.available).toBe(false);
    expect(closed.shippings).toEqual([]);
  });

  it('answers TURNED_OFF for a store that delivers nothing now, and nothing from a store that does not sell the item', async () => {
    const session = await simulator.session();
    const turnedOff = (await session.call<SlottedDeliveryDto>(`/grocery/products/ps--SUS-70002/slotted-delivery?warehouseCode=WH-PSF-DGO&${at(DAGO)}`)).body
      .data;
    expect(turnedOff).toMatchObject({ shippings: [], conditions: ['TURNED_OFF'] });
    const otherGroup = await slotted(session, `warehouseCode=WH-PSF-SNY&${at(KEMANG)}`);
    expect(otherGroup).toMatchObject({ shippings: [], conditions: [], warehouse: { code: 'WH-PSF-SNY', pickupHours: [] } });
  });

  it('works without a location for a store the shopper chose, and refuses an unknown store or product', async () => {
    const session = await simulator.session();
    expect((await slotted(session, 'warehouseCode=WH-RNC-KMG')).warehouse).toMatchObject({ available: true, distanceKm: null });
    expect((await session.call('/grocery/products/ps--BRS-70001/slotted-delivery?warehouseCode=WH-NOPE')).status).toBe(400);
    expect((await session.call('/grocery/products/ps--BRS-70001/slotted-delivery')).status).toBe(400);
    expect((await session.call('/grocery/products/ps--SPL-60001/slotted-delivery?warehouseCode=WH-RNC-KMG')).status).toBe(404);
  });
});

describe('slotted delivery resolved by item sku (GET /grocery/slotted-delivery/_resolve)', () => {
  it('needs a location: CUSTOMER_GEO_LOCATION_REQUIRED without one', async () => {
    const answer = await (await simulator.session()).call(`/grocery/slotted-delivery/_resolve?itemSku=${BERAS}`);
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('CUSTOMER_GEO_LOCATION_REQUIRED');
  });

  it('resolves the nearest store of the item that serves the shopper, else the nearest one, unserviceable', async () => {
    const session = await simulator.session();
    const near = (await session.call<SlottedDeliveryDto>(`/grocery/slotted-delivery/_resolve?itemSku=${BERAS}&${at(KEMANG)}`)).body.data;
    expect(near.warehouse).toMatchObject({ code: 'WH-RNC-KMG', available: true });
    expect(near.shippings.length).toBeGreaterThan(0);
    // Nearest to the closed Kelapa Gading store: the nearest open one (Kemang, 11 km) serves instead.
    const gading = (await session.call<SlottedDeliveryDto>(`/grocery/slotted-delivery/_resolve?itemSku=${BERAS}&latitude=-6.19&longitude=106.88`)).body.data;
    expect(gading.warehouse?.code).toBe('WH-RNC-KMG');
    expect(gading.warehouse?.available).toBe(true);
    const far = (await session.call<SlottedDeliveryDto>(`/grocery/slotted-delivery/_resolve?itemSku=${BERAS}&${at(DAGO)}`)).body.data;
    expect(far).toMatchObject({ warehouse: { available: false }, shippings: [] });
    expect((await session.call(`/grocery/slotted-delivery/_resolve?itemSku=KAO-60002-00001&${at(KEMANG)}`)).status).toBe(404);
  });
});

describe('nearby stores of an item (POST /grocery/stores/_nearby)', () => {
  it('lists the stores selling the item near the shopper, the shopper’s own store first', async () => {
    const session = await simulator.session();
    const plain = await session.call<GroceryStoreDto[]>('/grocery/stores/_nearby', { json: { itemSku: BERAS, ...KEMANG } });
    expect(plain.body.data.map((store) => store.code)).toEqual(['WH-RNC-KMG', 'WH-RNC-PIK', 'WH-RNC-KGD']);
    const mine = await session.call<GroceryStoreDto[]>('/grocery/stores/_nearby', {
      json: { itemSku: BERAS, ...KEMANG },
      headers: { 'x-warehouse-code': 'WH-RNC-PIK' },
    });
    expect(mine.body.data.map((store) => store.code)).toEqual(['WH-RNC-PIK', 'WH-RNC-KMG', 'WH-RNC-KGD']);
    expect((await session.call<GroceryStoreDto[]>('/grocery/stores/_nearby', { json: { itemSku: BERAS, ...DAGO } })).body.data).toEqual([]);
  });

  it('needs a location and a grocery item', async () => {
    const session = await simulator.session();
    expect((await session.call('/grocery/stores/_nearby', { json: { itemSku: BERAS } })).body.status).toBe('CUSTOMER_GEO_LOCATION_REQUIRED');
    expect((await session.call('/grocery/stores/_nearby', { json: { itemSku: BERAS, latitude: 91, longitude: 0 } })).status).toBe(400);
    expect((await session.call('/grocery/stores/_nearby', { json: { itemSku: 'KAO-60002-00001', ...KEMANG } })).status).toBe(404);
  });
});

describe('the grocery bag (POST /grocery/carts/_bulk-update) and its checkout summary', () => {
  const update = (session: TestSession, query: string, items: object[]) =>
    session.call<AddToCartResultDto>(`/grocery/carts/_bulk-update?${query}`, { json: { cartType: 'REGULAR', items } });
  const firstSlot = async (session: TestSession, type: 'DELIVER_NOW' | 'SCHEDULED_DELIVERY', status = 'available') =>
    (await slotted(session, 'warehouseCode=WH-RNC-KMG')).shippings.find((shipping) => shipping.type === type)?.slots.find((slot) => slot.status === status);

  it('answers 401 to an anonymous shopper', async () => {
    const answer = await update(await simulator.session(), 'warehouseCode=WH-RNC-KMG', [{ itemSku: BERAS, quantity: 1 }]);
    expect(answer.status).toBe(401);
  });

  it('keeps the store and the window on the bag line, and sums the bag per store', async () => {
    const session = await member();
    const slot = await firstSlot(session, 'SCHEDULED_DELIVERY');
    const added = await update(session, `warehouseCode=WH-RNC-KMG&shippingType=SCHEDULED_DELIVERY&slotId=${slot?.id}`, [
      { itemSku: BERAS, quantity: 2, fulfillment: 'delivery' },
    ]);
    expect(added.body.data).toEqual({ cartCount: 1 });
    const lines = (await session.call<CartDto>('/grocery/carts')).body.data.items;
    expect(lines).toEqual([
      expect.objectContaining({
        itemSku: BERAS,
        quantity: 2,
        pickupPointCode: 'PP-RNC-KMG',
        grocery: {
          warehouseCode: 'WH-RNC-KMG',
          warehouseName: 'Ranch Market Kemang',
          shippingType: 'SCHEDULED_DELIVERY',
          slot: { date: slot?.date, start: slot?.start, end: slot?.end },
        },
      }),
    ]);
    const summary = (await session.call<GroceryCheckoutSummaryDto>('/grocery/checkouts/summary?warehouseCode=WH-RNC-KMG')).body.data;
    expect(summary).toEqual({ itemCount: 2, subtotal: 77800, deliveryFee: 10000, freeDeliveryMinimum: 150000, minimumOrder: 50000 });
    const now = await firstSlot(session, 'DELIVER_NOW');
    await update(session, `warehouseCode=WH-RNC-KMG&shippingType=DELIVER_NOW&slotId=${now?.id}`, [{ itemSku: 'APL-70004-00001', quantity: 2 }]);
    expect((await session.call<GroceryCheckoutSummaryDto>('/grocery/checkouts/summary?warehouseCode=WH-RNC-KMG')).body.data).toEqual({
      itemCount: 4,
      subtotal: 195800,
      deliveryFee: 0,
      freeDeliveryMinimum: 150000,
      minimumOrder: 50000,
    });
    expect((await session.call<GroceryCheckoutSummaryDto>('/grocery/checkouts/summary?warehouseCode=WH-RNC-PIK')).body.data.itemCount).toBe(0);
  });

  it('works the checkout summary out again on a POST with the same params (after the page changed the bag), members only', async () => {
    const session = await member();
    const slot = await firstSlot(session, 'SCHEDULED_DELIVERY');
    await update(session, `warehouseCode=WH-RNC-KMG&shippingType=SCHEDULED_DELIVERY&slotId=${slot?.id}`, [{ itemSku: BERAS, quantity: 1 }]);
    const refresh = () => session.call<GroceryCheckoutSummaryDto>('/grocery/checkouts/summary?warehouseCode=WH-RNC-KMG', { method: 'POST' });
    const refreshed = await refresh();
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).toEqual((await session.call<GroceryCheckoutSummaryDto>('/grocery/checkouts/summary?warehouseCode=WH-RNC-KMG')).body.data);
    expect(refreshed.body.data.itemCount).toBe(1);
    await update(session, `warehouseCode=WH-RNC-KMG&shippingType=SCHEDULED_DELIVERY&slotId=${slot?.id}`, [{ itemSku: BERAS, quantity: 1 }]);
    expect((await refresh()).body.data.itemCount).toBe(2);
    const anonymous = await simulator.session();
    expect((await anonymous.call('/grocery/checkouts/summary?warehouseCode=WH-RNC-KMG', { method: 'POST' })).status).toBe(401);
  });

  it('takes pickup at the store’s pickup point, without a window', async () => {
    const session = await member();
    const answer = await update(session, 'warehouseCode=WH-RNC-KMG', [{ itemSku: BERAS, quantity: 3, fulfillment: 'pickup', pickupPointCode: 'PP-RNC-KMG' }]);
    expect(answer.status).toBe(200);
    expect((await session.call<CartDto>('/grocery/carts')).body.data.items[0]?.grocery).toEqual({
      warehouseCode: 'WH-RNC-KMG',
      warehouseName: 'Ranch Market Kemang',
      shippingType: null,
      slot: null,
    });
    expect(
      (await update(session, 'warehouseCode=WH-RNC-KMG', [{ itemSku: BERAS, quantity: 1, fulfillment: 'pickup', pickupPointCode: 'PP-RNC-PIK' }])).body.status,
    ).toBe('UNBUYABLE_ITEM');
  });

  it('refuses a booked-out window, a delivery without one, a store that does not sell the item and a closed store', async () => {
    const session = await member();
    const full = await firstSlot(session, 'SCHEDULED_DELIVERY', 'full');
    expect(
      (await update(session, `warehouseCode=WH-RNC-KMG&shippingType=SCHEDULED_DELIVERY&slotId=${full?.id}`, [{ itemSku: BERAS, quantity: 1 }])).body.status,
    ).toBe('SLOT_UNAVAILABLE');
    expect((await update(session, 'warehouseCode=WH-RNC-KMG', [{ itemSku: BERAS, quantity: 1 }])).body.status).toBe('UNBUYABLE_ITEM');
    const slot = await firstSlot(session, 'SCHEDULED_DELIVERY');
    expect(
      (await update(session, `warehouseCode=WH-RNC-KMG&shippingType=SCHEDULED_DELIVERY&slotId=${slot?.id}`, [{ itemSku: 'SUS-70002-00001', quantity: 1 }])).body
        .status,
    ).toBe('UNBUYABLE_ITEM');
    expect(
      (await update(session, `warehouseCode=WH-RNC-KGD&shippingType=SCHEDULED_DELIVERY&slotId=${slot?.id}`, [{ itemSku: BERAS, quantity: 1 }])).body.status,
    ).toBe('SLOT_UNAVAILABLE');
    expect(
      (await update(session, 'warehouseCode=WH-RNC-KGD', [{ itemSku: BERAS, quantity: 1, fulfillment: 'pickup', pickupPointCode: 'PP-RNC-KGD' }])).body.status,
    ).toBe('UNBUYABLE_ITEM');
    expect((await session.call<CartDto>('/grocery/carts')).body.data.items).toEqual([]);
  });

  it('applies the rules every bag line passes: the item maximum', async () => {
    const session = await member();
    const slot = await firstSlot(session, 'SCHEDULED_DELIVERY');
    const answer = await update(session, `warehouseCode=WH-RNC-KMG&shippingType=SCHEDULED_DELIVERY&slotId=${slot?.id}`, [
      { itemSku: 'BRS-70001-00002', quantity: 5 },
    ]);
    expect(answer.body).toMatchObject({ status: 'CO_EXCEEDED_QUANTITY', errors: { maxQty: ['4'] } });
  });
});

describe('every row of the grocery page into the grocery bag (combos, gifts, add-ons), never the retail bag', () => {
  const pickupAtKemang = (query: string, body: object) => async (session: TestSession) =>
    session.call<AddToCartResultDto>(`/grocery/carts/_bulk-update?${query}`, { json: body });
  const AT_KEMANG = 'warehouseCode=WH-RNC-KMG';
  const line = (itemSku: string, quantity = 1) => ({ itemSku, quantity, fulfillment: 'pickup', pickupPointCode: 'PP-RNC-KMG' });
  const bagLines = async (session: TestSession) => (await session.call<CartDto>('/grocery/carts')).body.data.items;

  it('puts a combo in the grocery bag from the store, by the combo’s rules', async () => {
    const session = await member();
    const combo = { cartType: 'COMBO', comboId: 'CMB-BRS-01', items: [line(BERAS), line('TLR-70003-00001')] };
    const added = await pickupAtKemang(AT_KEMANG, combo)(session);
    expect(added.body.data).toEqual({ cartCount: 2 });
    expect((await bagLines(session)).map((entry) => [entry.itemSku, entry.grocery?.warehouseCode])).toEqual([
      [BERAS, 'WH-RNC-KMG'],
      ['TLR-70003-00001', 'WH-RNC-KMG'],
    ]);
    // The combo's rules hold on the grocery bag as on retail's.
    expect((await pickupAtKemang(AT_KEMANG, { ...combo, items: [line(BERAS)] })(session)).body.status).toBe('INVALID_MINIMUM_TOTAL_ITEM');
    expect((await pickupAtKemang(AT_KEMANG, { ...combo, comboId: 'CMB-HPX-01' })(session)).body.status).toBe('COMBO_RULE_NOT_FOUND');
  });

  it('puts an item with its gift in the grocery bag, the gift free and from the item’s store, once the criteria are met', async () => {
    const session = await member();
    const gifts = { cartType: 'FREE_GIFT', items: [line(BERAS, 2)], freeGifts: [{ itemSku: 'GFT-BRS-01', pickupPointCode: 'PP-RNC-KMG' }] };
    expect((await pickupAtKemang(AT_KEMANG, { ...gifts, items: [line(BERAS, 1)] })(session)).body.status).toBe('INVALID_QUANTITY');
    const added = await pickupAtKemang(AT_KEMANG, gifts)(session);
    expect(added.body.data).toEqual({ cartCount: 2 });
    const [item, gift] = await bagLines(session);
    expect(gift).toEqual(expect.objectContaining({ itemSku: 'GFT-BRS-01', price: 0, quantity: 1, grocery: item?.grocery }));
    expect(item?.grocery?.warehouseCode).toBe('WH-RNC-KMG');
  });

  it('keeps the add-ons a grocery line carries, and refuses one the item does not sell', async () => {
    const session = await member();
    const rice = (addOns: string[]) => ({ cartType: 'REGULAR', items: [{ ...line('RCK-70006-00001'), addOns }] });
    expect((await pickupAtKemang(AT_KEMANG, rice(['INST-RCK-DEMO']))(session)).status).toBe(200);
    expect((await pickupAtKemang(AT_KEMANG, rice(['INST-KLK-STD']))(session)).body.status).toBe('INSTALLATION_NOT_AVAILABLE');
  });

  it('refuses a grocery item through the retail bag’s calls: it has no store or window there', async () => {
    const session = await member();
    const retailAdd = await session.call('/retail/carts/_add-bulk', { json: { cartType: 'REGULAR', items: [{ itemSku: BERAS, quantity: 1 }] } });
    expect([retailAdd.status, retailAdd.body.status]).toEqual([400, 'UNBUYABLE_ITEM']);
    const retailGifts = await session.call('/retail/free-gift/carts', {
      json: { cartType: 'FREE_GIFT', item: { itemSku: BERAS, quantity: 2 }, freeGifts: [{ itemSku: 'GFT-BRS-01', pickupPointCode: 'PP-RNC-KMG' }] },
    });
    expect([retailGifts.status, retailGifts.body.status]).toEqual([400, 'UNBUYABLE_ITEM']);
    const buyNow = await session.call('/retail/checkouts/_quick?source=PDP', { json: { items: [{ itemSku: BERAS, quantity: 1 }] } });
    expect([buyNow.status, buyNow.body.status]).toEqual([400, 'UNBUYABLE_ITEM']);
    expect((await session.call<CartDto>('/retail/carts')).body.data.items).toEqual([]);
  });
});

describe('buy now on the grocery page (POST /retail/checkouts/_quick with the grocery parameters)', () => {
  const quick = (session: TestSession, query: string, items: object[]) =>
    session.call<QuickCheckoutResultDto>(`/retail/checkouts/_quick?source=PDP&${query}`, { json: { items } });
  const scheduled = async (session: TestSession, status = 'available') =>
    (await slotted(session, 'warehouseCode=WH-RNC-KMG')).shippings
      .find((shipping) => shipping.type === 'SCHEDULED_DELIVERY')
      ?.slots.find((slot) => slot.status === status);

  it('makes a checkout for the store and window sent, leaving the grocery bag as it was', async () => {
    const session = await member();
    const slot = await scheduled(session);
    const answer = await quick(session, `warehouseCode=WH-RNC-KMG&shippingType=SCHEDULED_DELIVERY&slotId=${slot?.id}`, [
      { itemSku: BERAS, quantity: 2, fulfillment: 'delivery' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ status: 'READY_CHECKOUT', checkoutId: expect.stringMatching(/^CO-[0-9a-f]{12}$/) });
    expect((await session.call<CartDto>('/grocery/carts')).body.data.items).toEqual([]);
  });

  it('checks the lines by the grocery bag’s rules: a window gone, a store that does not sell the item', async () => {
    const session = await member();
    const full = await scheduled(session, 'full');
    const gone = await quick(session, `warehouseCode=WH-RNC-KMG&shippingType=SCHEDULED_DELIVERY&slotId=${full?.id}`, [{ itemSku: BERAS, quantity: 1 }]);
    expect(gone.body.status).toBe('SLOT_UNAVAILABLE');
    const slot = await scheduled(session);
    const notSold = await quick(session, `warehouseCode=WH-RNC-KMG&shippingType=SCHEDULED_DELIVERY&slotId=${slot?.id}`, [
      { itemSku: 'SUS-70002-00001', quantity: 1 },
    ]);
    expect(notSold.body.status).toBe('UNBUYABLE_ITEM');
  });

  it('puts the item in the grocery bag, with its store, when the checkout is skipped', async () => {
    const session = await member();
    await session.call('/_simulator/quick-checkout', { json: { status: 'SKIP_CHECKOUT' } });
    const answer = await quick(session, 'warehouseCode=WH-RNC-KMG', [{ itemSku: BERAS, quantity: 1, fulfillment: 'pickup', pickupPointCode: 'PP-RNC-KMG' }]);
    expect(answer.body.data).toEqual({ status: 'SKIP_CHECKOUT', checkoutId: null, cartCount: 1 });
    expect((await session.call<CartDto>('/grocery/carts')).body.data.items).toEqual([
      expect.objectContaining({ itemSku: BERAS, grocery: expect.objectContaining({ warehouseCode: 'WH-RNC-KMG' }) }),
    ]);
  });
});

describe('the session’s clock (POST and DELETE /_simulator/clock)', () => {
  const setClock = (session: TestSession, now: unknown) => session.call<{ now: string }>('/_simulator/clock', { json: { now } });
  const deliverNowIds = async (session: TestSession) =>
    (await slotted(session, 'warehouseCode=WH-RNC-KMG')).shippings.find((shipping) => shipping.type === 'DELIVER_NOW')?.slots.map((slot) => slot.id);

  it('works the windows out from the moment the session set, running on from it, and refuses one once it has started', async () => {
    const session = await member();
    const set = await setClock(session, '2021-01-12T10:30:00+07:00');
    expect(set.body.data).toEqual({ now: '2021-01-12T03:30:00.000Z' });
    // The answer that set the clock already reads it; the one that clears it, the machine's.
    const dateOf = (answer: { headers: Headers }) => Date.parse(answer.headers.get('date') ?? '');
    expect(Math.abs(dateOf(set) - Date.parse('2021-01-12T03:30:00Z'))).toBeLessThan(60_000);
    expect(await deliverNowIds(session)).toEqual(['NOW-2021-01-12T11:00', 'NOW-2021-01-12T12:00']);
    const scheduled = (await slotted(session, 'warehouseCode=WH-RNC-KMG')).shippings.find((shipping) => shipping.type === 'SCHEDULED_DELIVERY');
    expect(scheduled?.slots[0]?.date).toBe('2021-01-13');
    const answer = await session.call('/grocery/carts');
    expect(Math.abs(Date.parse(answer.headers.get('date') ?? '') - Date.parse('2021-01-12T03:30:00Z'))).toBeLessThan(60_000);
    // Another shopper's clock is the machine's.
    expect((await deliverNowIds(await simulator.session()))?.[0]).not.toMatch(/^NOW-2021-/);

    await setClock(session, '2021-01-12T11:00:01+07:00');
    const late = await session.call('/grocery/carts/_bulk-update?warehouseCode=WH-RNC-KMG&shippingType=DELIVER_NOW&slotId=NOW-2021-01-12T11:00', {
      json: { cartType: 'REGULAR', items: [{ itemSku: BERAS, quantity: 1 }] },
    });
    expect(late.body.status).toBe('SLOT_UNAVAILABLE');
    expect(await deliverNowIds(session)).toEqual(['NOW-2021-01-12T12:00', 'NOW-2021-01-12T13:00']);

    expect(Math.abs(dateOf(await session.call('/_simulator/clock', { method: 'DELETE' })) - Date.now())).toBeLessThan(60_000);
    expect((await deliverNowIds(session))?.[0]).not.toMatch(/^NOW-2021-/);
  });

  it('refuses a moment that is not one, does not exist, or has no offset', async () => {
    const session = await simulator.session();
    for (const now of ['2021-01-12T10:30:00', 'besok pagi', '2021-01-12', '2021-02-31T10:00:00+07:00', '2021-01-12T24:00:00+07:00', 1_600_000_000_000, null])
      expect((await setClock(session, now)).status).toBe(400);
    expect((await deliverNowIds(session))?.[0]).not.toMatch(/^NOW-2021-/);
  });
});

describe('grocery recommendations (GET and POST /grocery/recommendations)', () => {
  it('recommends the store’s other products, paged', async () => {
    const session = await simulator.session();
    const answer = await session.call<GroceryRecommendationDto[]>('/grocery/recommendations', {
      json: { itemSku: BERAS, warehouseCode: 'WH-RNC-KMG', page: 0, itemPerPage: 18, placement: 'grocery-pdp' },
    });
    expect(answer.body.data.map((product) => product.name)).toEqual([
      'Apel Fuji Premium 1 kg',
      'Rice Cooker Digital 1,8 L',
      'Skuter Listrik Kota 350 W',
      'Telur Ayam Negeri 10 Butir',
    ]);
    expect(answer.body.paging).toEqual({ page: 0, itemPerPage: 18, total_item: 4, total_page: 1 });
    const everywhere = await session.call<GroceryRecommendationDto[]>('/grocery/recommendations', {
      json: { itemSku: BERAS, warehouseCode: null, page: 1, itemPerPage: 2 },
    });
    expect(everywhere.body.data.map((product) => product.itemSku)).toEqual(['RCK-70006-00001', 'SKT-70007-00001']);
    expect((await session.call('/grocery/recommendations', { json: { itemPerPage: 500 } })).status).toBe(400);
  });

  it('answers the page’s read (GET, the same fields as a query) as the POST answers them, and refuses a page it cannot read', async () => {
    const session = await simulator.session();
    const read = await session.call<GroceryRecommendationDto[]>(
      `/grocery/recommendations?itemSku=${BERAS}&warehouseCode=WH-RNC-KMG&page=0&itemPerPage=18&placement=grocery-pdp`,
    );
    const posted = await session.call<GroceryRecommendationDto[]>('/grocery/recommendations', {
      json: { itemSku: BERAS, warehouseCode: 'WH-RNC-KMG', page: 0, itemPerPage: 18, placement: 'grocery-pdp' },
    });
    expect(read.status).toBe(200);
    expect(read.body.data.map((product) => product.name)).toEqual([
      'Apel Fuji Premium 1 kg',
      'Rice Cooker Digital 1,8 L',
      'Skuter Listrik Kota 350 W',
      'Telur Ayam Negeri 10 Butir',
    ]);
    expect(read.body).toEqual(posted.body);
    const everywhere = await session.call<GroceryRecommendationDto[]>(`/grocery/recommendations?itemSku=${BERAS}&page=1&itemPerPage=2`);
    expect(everywhere.body.data.map((product) => product.itemSku)).toEqual(['RCK-70006-00001', 'SKT-70007-00001']);
    expect((await session.call('/grocery/recommendations?itemPerPage=500')).status).toBe(400);
    expect((await session.call('/grocery/recommendations?page=first')).status).toBe(400);
  });
});

describe('grocery content', () => {
  it('serves the store picker config and the grocery wiki as JSON strings', async () => {
    const session = await simulator.session();
    const config = JSON.parse((await session.call<string>('/common/content/grocery-store-picker-config')).body.data) as StorePickerConfigDto;
    expect(config).toMatchObject({ radiusKm: 25, maxStores: 5 });
    const wiki = JSON.parse((await session.call<string>('/common/content/grocery-wiki-info')).body.data);
    expect(wiki.id.title).toBe('Belanja grocery di Pasarku');
    expect(wiki.en.sections).toHaveLength(3);
  });
});

describe('stores.json validation', () => {
  it('stops at start-up on a broken store, naming the field', async () => {
    const directory = await catalogueCopy((files) => {
      const stores = files.get('stores.json') as { stores: { fullWindows?: string[] }[] };
      (stores.stores[0] as { fullWindows?: string[] }).fullWindows = ['09:30'];
    });
    await expect(createSimulator({ fixturesDir: directory })).rejects.toThrow(
      'stores.json: stores[0].fullWindows[0] must be the start of one of the scheduledWindows',
    );
  });

  it('stops on a grocery product sold by a store of another group or an unknown one', async () => {
    const otherGroup = await catalogueCopy((files) => {
      (files.get('products/beras.json') as { groceryStores: string[] }).groceryStores = ['WH-PSF-SNY'];
    });
    await expect(createSimulator({ fixturesDir: otherGroup })).rejects.toThrow(
      'products/beras.json: groceryStores[0] WH-PSF-SNY belongs to MARKETPLACE_FRESH, not RANCH',
    );
    const unknown = await catalogueCopy((files) => files.delete('stores.json'));
    await expect(createSimulator({ fixturesDir: unknown })).rejects.toThrow('is not a store of stores.json');
  });
});
