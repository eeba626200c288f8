// Shipping and pickup points against the real simulator: default and fixture options, TURNED_OFF and
// SHIP_NOT_COVERED, pickup hours on a fixed Jakarta clock, distances, and default versus nearest point.
import type { NearestPickupPointDto, PickupPointDto, ProductSummaryDto, ShippingInfoDto } from '@pdp/backend-api/backend';
import { simulatorWithShopper } from './test-simulator';

const { shopper } = simulatorWithShopper();

// 18:30 UTC on Sunday 1 March 2026 is already Monday 2 March, 01:30, in Jakarta.
const NOW = Date.parse('2026-03-01T18:30:00Z');
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];
const SENAYAN = 'latitude=-6.227&longitude=106.802';
const DAGO = 'latitude=-6.885&longitude=107.613';
const KEMBANGAN = 'latitude=-6.19&longitude=106.748';

describe('shipping (GET /product-detail/products/{id}/shipping)', () => {
  const shipping = (id: string, query = '') => shopper.call<ShippingInfoDto>(`/product-detail/products/${id}/shipping${query}`);

  it('serves the default options from Jakarta Barat to the default location', async () => {
    const answer = await shipping('ps--KAO-60002');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      origin: 'Jakarta Barat',
      options: [
        { logisticCode: 'STANDARD', name: 'Reguler', price: 15000, etd: { min: 2, max: 4, unit: 'DAY' }, tags: ['BEST_OFFER'] },
        { logisticCode: 'EXPRESS', name: 'Ekspres', price: 28000, etd: { min: 1, max: 2, unit: 'DAY' }, tags: [] },
        { logisticCode: 'INSTANT', name: 'Instan', price: 45000, etd: { min: 1, max: 3, unit: 'HOUR' }, tags: [] },
      ],
      conditions: [],
    });
  });

  it('serves a fixture’s own options, free shipping included', async () => {
    const answer = await shipping(
      'is--LMP-60013-00001',
      '?districtId=ID-JB-BDG-CBL&subDistrictId=ID-JB-BDG-CBL-DAG&quantity=2&latitude=-6.885&longitude=107.613',
    );
    expect(answer.body.data.origin).toBe('Kota Bandung');
    expect(answer.body.data.options.map((option) => option.logisticCode)).toEqual(['STANDARD', 'SAME_DAY', 'EXPRESS']);
    expect(answer.body.data.options[0]).toEqual({
      logisticCode: 'STANDARD',
      name: 'Reguler',
      price: 0,
      originalPrice: 15000,
      etd: { min: 2, max: 4, unit: 'DAY' },
      tags: ['FREE', 'BEST_OFFER'],
    });
  });

  it('says TURNED_OFF with no options when the product cannot be delivered', async () => {
    const answer = await shipping('ps--KPI-60012', '?districtId=ID-BA-KLK-NSP&subDistrictId=ID-BA-KLK-NSP-SKT');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ origin: 'Jakarta Barat', options: [], conditions: ['TURNED_OFF'] });
  });

  it('answers SHIP_NOT_COVERED for a sub-district no courier reaches, and serves its neighbour', async () => {
    const remote = await shipping('ps--KAO-60002', '?districtId=ID-BA-KLK-NSP&subDistrictId=ID-BA-KLK-NSP-SKT');
    expect(remote.status).toBe(400);
    expect(remote.body).toMatchObject({ code: 400, status: 'SHIP_NOT_COVERED', data: null });
    const neighbour = await shipping('ps--KAO-60002', '?districtId=ID-BA-KLK-NSP&subDistrictId=ID-BA-KLK-NSP-PED');
    expect(neighbour.status).toBe(200);
    expect(neighbour.body.data.options).toHaveLength(3);
  });

  it('takes empty parameters as not given', async () => {
    expect((await shipping('ps--KAO-60002', '?districtId=&subDistrictId=&quantity=&latitude=&longitude=')).status).toBe(200);
  });

  it.each([
    ['an unknown district', '?districtId=ID-XX-1'],
    ['a sub-district of another district', '?districtId=ID-JB-BDG-CBL&subDistrictId=ID-JK-JKS-KBB-SNY'],
    ['a sub-district without its district', '?subDistrictId=ID-JB-BDG-CBL-DAG'],
    ['a quantity of 0', '?quantity=0'],
    ['a quantity that is not a number', '?quantity=dua'],
    ['a latitude without longitude', '?latitude=-6.2'],
    ['a latitude out of range', '?latitude=100&longitude=106.8'],
  ])('answers %s with 400 BAD_REQUEST', async (_case, query) => {
    const answer = await shipping('ps--KAO-60002', query);
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('BAD_REQUEST');
  });

  it('answers 404 for an unknown or deleted product', async () => {
    expect((await shipping('ps--NOPE-1')).status).toBe(404);
    expect((await shipping('ps--RAK-60007')).status).toBe(404);
  });
});

describe('pickup points', () => {
  let now: jest.SpyInstance<number, []>;
  beforeEach(() => {
    now = jest.spyOn(Date, 'now').mockReturnValue(NOW);
  });
  afterEach(() => now.mockRestore());

  const hours = (open: string, close: string, closedDays: string[] = []) =>
    WEEK.map((date) => ({ date, open, close, status: closedDays.includes(date) ? 'unavailable' : 'available' }));

  it('lists every point nearest first, with a week of hours from today in Jakarta (Click & Collect page)', async () => {
    const answer = await shopper.call<PickupPointDto[]>(`/product/products/ps--HLM-60011/pickup-points?${SENAYAN}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        code: 'PP-UGW-SNP',
        name: 'Urban Gowes Senopati',
        address: 'Jl. Senopati No. 55, Kebayoran Baru',
        city: 'Jakarta Selatan',
        distanceKm: 1.1,
        pickup: 'AVAILABLE',
        delivery: 'AVAILABLE',
        stock: 4,
        pickupHours: hours('10:00', '21:00'),
      },
      {
        code: 'PP-UGW-PRI',
        name: 'Urban Gowes Puri Indah',
        address: 'Jl. Puri Indah Raya Blok U1, Kembangan',
        city: 'Jakarta Barat',
        // Closed on Mondays; no stock, so no pickup.
        distanceKm: 8.7,
        pickup: 'UNAVAILABLE',
        delivery: 'AVAILABLE',
        stock: 0,
        pickupHours: hours('10:00', '22:00', ['2026-03-02']),
      },
      {
        code: 'PP-UGW-DGO',
        name: 'Urban Gowes Dago',
        address: 'Jl. Ir. H. Juanda No. 88, Coblong',
        city: 'Kota Bandung',
        // Closed on Sundays.
        distanceKm: 116.1,
        pickup: 'AVAILABLE',
        delivery: 'AVAILABLE',
        stock: 2,
        pickupHours: hours('09:00', '17:00', ['2026-03-08']),
      },
    ]);
  });

  it('keeps the fixture order without a location, with no distances', async () => {
    const answer = await shopper.call<PickupPointDto[]>('/product/products/is--HLM-60011-00002/pickup-points');
    expect(answer.body.data.map((point) => [point.code, point.distanceKm])).toEqual([
      ['PP-UGW-SNP', null],
      ['PP-UGW-PRI', null],
      ['PP-UGW-DGO', null],
    ]);
    const fromBandung = await shopper.call<PickupPointDto[]>(`/product/products/ps--HLM-60011/pickup-points?${DAGO}`);
    expect(fromBandung.body.data.map((point) => [point.code, point.distanceKm])).toEqual([
      ['PP-UGW-DGO', 0.6],
      ['PP-UGW-SNP', 114.6],
      ['PP-UGW-PRI', 124.2],
    ]);
  });

  it('answers an empty list for a product without points, 404 for an unknown one, 400 for a half location', async () => {
    expect((await shopper.call('/product/products/ps--LMP-60013/pickup-points')).body.data).toEqual([]);
    expect((await shopper.call('/product/products/ps--NOPE-1/pickup-points')).status).toBe(404);
    expect((await shopper.call('/product/products/ps--HLM-60011/pickup-points?longitude=106.8')).status).toBe(400);
  });

  describe('nearest pickup point (GET /product-detail/products/{id}/nearest-pickup-point)', () => {
    const nearest = async (id: string, query: string) => {
      const answer = await shopper.call<NearestPickupPointDto>(`/product-detail/products/${id}/nearest-pickup-point${query}`);
      expect(answer.status).toBe(200);
      const { defaultPickupPoint, nearestPickupPoint } = answer.body.data;
      return [defaultPickupPoint?.code ?? null, nearestPickupPoint?.code ?? null];
    };

    it('serves from the shopper’s point while it has stock, and names the nearest', async () => {
      expect(await nearest('ps--HLM-60011', `?${DAGO}&pickupPointCode=PP-UGW-SNP`)).toEqual(['PP-UGW-SNP', 'PP-UGW-DGO']);
    });

    it('moves the shopper to the nearest point with stock when theirs has none', async () => {
      expect(await nearest('ps--HLM-60011', `?${KEMBANGAN}&pickupPointCode=PP-UGW-PRI`)).toEqual(['PP-UGW-SNP', 'PP-UGW-PRI']);
      expect(await nearest('ps--HLM-60011', `?${DAGO}&pickupPointCode=PP-NOPE`)).toEqual(['PP-UGW-DGO', 'PP-UGW-DGO']);
      expect(await nearest('ps--KPI-60012', `?${KEMBANGAN}`)).toEqual(['PP-KKN-TJD', 'PP-KKN-TJD']);
    });

    it('takes the first point with stock without a location', async () => {
      expect(await nearest('is--HLM-60011-00001', '')).toEqual(['PP-UGW-SNP', 'PP-UGW-SNP']);
    });

    it('answers both null for a product without points', async () => {
      expect(await nearest('ps--LMP-60013', `?${SENAYAN}`)).toEqual([null, null]);
    });

    it('carries the whole point', async () => {
      const answer = await shopper.call<NearestPickupPointDto>(`/product-detail/products/ps--HLM-60011/nearest-pickup-point?${SENAYAN}`);
      expect(answer.body.data.defaultPickupPoint).toMatchObject({ code: 'PP-UGW-SNP', distanceKm: 1.1, stock: 4, pickupHours: hours('10:00', '21:00') });
    });
  });

  it('lists the other points of the product, nearest first (GET /product-pickup-point/{id}/other-pickup-point)', async () => {
    const answer = await shopper.call<PickupPointDto[]>(`/product-pickup-point/ps--HLM-60011/other-pickup-point?${DAGO}&pickupPointCode=PP-UGW-DGO`);
    expect(answer.body.data.map((point) => point.code)).toEqual(['PP-UGW-SNP', 'PP-UGW-PRI']);
    const all = await shopper.call<PickupPointDto[]>(`/product-pickup-point/is--HLM-60011-00002/other-pickup-point?${SENAYAN}`);
    expect(all.body.data.map((point) => point.code)).toEqual(['PP-UGW-SNP', 'PP-UGW-PRI', 'PP-UGW-DGO']);
    expect((await shopper.call('/product-pickup-point/ps--NOPE-1/other-pickup-point')).status).toBe(404);
  });

  it('takes the item sku as it is, the way the page sends it', async () => {
    const answer = await shopper.call<PickupPointDto[]>(`/product-pickup-point/HLM-60011-00001/other-pickup-point?${DAGO}&pickupPointCode=PP-UGW-SNP`);
    expect(answer.body.data.map((point) => point.code)).toEqual(['PP-UGW-DGO', 'PP-UGW-PRI']);
    expect((await shopper.call('/product-pickup-point/NOPE-1-00001/other-pickup-point')).status).toBe(404);
  });
});

describe('fulfillment in the summary', () => {
  const summary = async (id: string) => (await shopper.call<ProductSummaryDto>(`/product-detail/products/${id}/_summary`)).body.data;

  it('takes an item’s own fulfillment over the product’s', async () => {
    const product = await summary('is--HLM-60011-00001');
    expect(product.fulfillmentTypes).toEqual({ delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'delivery' });
    expect(product.pickupPointCode).toBe('PP-UGW-SNP');
    expect(product.tags).toEqual(expect.arrayContaining(['CNC', 'MULTI_PP']));
    expect((await summary('is--HLM-60011-00002')).fulfillmentTypes).toEqual({ delivery: 'VARIANT_UNAVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' });
  });

  it('serves the pickup-only and delivery-only products as their fixtures say', async () => {
    expect(await summary('ps--KPI-60012')).toMatchObject({
      type: 'BOPIS',
      tags: ['CNC', 'ONLY_AVAILABLE_CNC', 'SUBSCRIPTION', 'AVAILABLE'],
      fulfillmentTypes: { delivery: 'UNAVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' },
      pickupPointCode: 'PP-KKN-TBT',
    });
    expect((await summary('ps--LMP-60013')).fulfillmentTypes).toEqual({ delivery: 'AVAILABLE', pickup: 'LOCATION_UNAVAILABLE', selected: 'delivery' });
  });
});
