// Fulfillment as its tests read it (fulfillment.test.tsx, fulfillment.fault-matrix.test.tsx,
// shipping-page.test.tsx, pickup-pages.test.tsx), on the simulator's products (handlers/fulfillment.ts):
// the helmet (helm-sepeda.json), delivered by default or collected at Urban Gowes Senopati (4 in stock),
// Puri Indah (none, closed on Mondays) or Dago (2, closed on Sundays); the desk lamp (lampu-meja.json),
// shipped from Kota Bandung, free by Reguler, never collected where the shopper is; the tumbler
// (tumbler.json), whose seller turned shipping off; the coffee (kopi-bubuk.json), collected only; the
// shoes (the simulator's default couriers, from Jakarta Barat). The shopper's location is stored as the
// address picker stores it, pinned where a distance is needed; the clock is a Monday, 23 November 2026.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GeolocationDto, PickupPointDto } from '@pdp/backend-api/backend';
import { catalogueCopy, type SimulatorBackend } from '@pdp/test-kit/simulator-backend';
import type { ProductFixture } from '../../../../tooling/simulator/catalogue/fixture-types';
import { SHOES } from '../../__tests__/products';
import { SENAYAN, storeLocation } from '../../__tests__/shipping-location';

export { SHOES };
export const HELMET = '/p/helm-sepeda-lipat-urban/ps--HLM-60011';
export const LAMP = '/p/lampu-meja-led-lipat/ps--LMP-60013';
export const TUMBLER = '/p/tumbler-stainless-500-ml/ps--TMB-60006';
export const COFFEE = '/p/kopi-bubuk-arabika-gayo-250-g/ps--KPI-60012';
export const HELMET_POINTS = '/click-and-collect/p/ps--HLM-60011/pickup-points';
/** The helmet's line for pickup: its black one (HLM-60011-00001). */
const HELMET_SKU = 'HLM-60011-00001';

/** Monday, 23 November 2026, 10:00 in Jakarta: every point but Puri Indah open today. */
export const MONDAY = '2026-11-23T03:00:00.000Z';

// ── The file's catalogue ──

/** Changed in the file's catalogue (below): the T-shirt's couriers, free by Ekspres, the best offer by Instan. */
export const KAOS = '/p/kaos-polos-katun-combed-30s/ps--KAO-60002';
/** Changed in the file's catalogue: the motorbike's couriers, none of them the best offer. */
export const MOTORBIKE = '/p/sepeda-motor-matik-lintas-125/ps--MTR-60015';
/** Changed in the file's catalogue: the motorbike's second variant, delivered but not collected. */
export const MOTORBIKE_2 = '/p/sepeda-motor-matik-lintas-125/is--MTR-60015-00002';
/** Changed in the file's catalogue: the fridge, neither delivered nor collected. */
export const FRIDGE = '/p/kulkas-2-pintu-dingin-300-l/ps--KLK-60009';
/** Changed in the file's catalogue: the headphones, which no courier serves (and whose summary answers, unlike the bundled one's). */
export const HEADPHONES = '/p/headphone-nirkabel-ramai-flash-sale/ps--HDP-60010';
/** Changed in the file's catalogue: the laptop, collected at the helmet's points, Dago (closed on Sundays) first, not delivered where the shopper is. */
export const LAPTOP = '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008';
/** Changed in the file's catalogue: the vitamins, whose usual point (Apotek Sehati Kuningan) has none left; Menteng has. */
export const VITAMINS = '/p/vitamin-c-1000-mg-isi-30-tablet/ps--VTC-60014';
/** Changed in the file's catalogue: the phone, collected first, at the helmet's points, none of which holds one. */
export { PHONE } from '../../__tests__/phone-page';
/** The helmet's blue one: collected only, its delivery unavailable for the variant (helm-sepeda.json). */
export const HELMET_BLUE = '/p/helm-sepeda-lipat-urban/is--HLM-60011-00002';

const product = (files: Map<string, unknown>, name: string) => files.get(`products/${name}.json`) as ProductFixture;

/** The bundled catalogue with the products above changed as their comments say. */
export const fulfillmentCatalogue = () =>
  catalogueCopy((files) => {
    product(files, 'kaos-polos').shipping = {
      origin: 'Kota Bandung',
      options: [
        { logisticCode: 'EXPRESS', name: 'Ekspres', price: 0, originalPrice: 30_000, etd: { min: 1, max: 1, unit: 'DAY' }, tags: ['FREE'] },
        { logisticCode: 'INSTANT', name: 'Instan', price: 45_000, etd: { min: 2, max: 3, unit: 'HOUR' }, tags: ['BEST_OFFER'] },
        { logisticCode: 'SELLER', name: 'Kurir penjual', price: 9_000, etd: { min: 3, max: 5, unit: 'DAY' }, tags: [] },
      ],
    };
    product(files, 'motor-matik').shipping = {
      origin: 'Kota Tangerang',
      options: [
        { logisticCode: 'EXPRESS', name: 'Ekspres', price: 30_000, etd: { min: 1, max: 1, unit: 'DAY' }, tags: [] },
        { logisticCode: 'STANDARD', name: 'Reguler', price: 12_000, etd: { min: 2, max: 4, unit: 'DAY' }, tags: [] },
      ],
    };
    const headphones = product(files, 'headphone-ramai');
    delete headphones.faults;
    headphones.shipping = { origin: 'Jakarta Barat', options: [] };
    product(files, 'kulkas').fulfillmentTypes = { delivery: 'UNAVAILABLE', pickup: 'UNAVAILABLE', selected: 'delivery' };
    const motorbike = product(files, 'motor-matik');
    (motorbike.items[1] as (typeof motorbike.items)[number]).fulfillmentTypes = { delivery: 'AVAILABLE', pickup: 'VARIANT_UNAVAILABLE', selected: 'delivery' };
    const helmetPoints = product(files, 'helm-sepeda').pickupPoints ?? [];
    const laptop = product(files, 'laptop-cakra');
    laptop.fulfillmentTypes = { delivery: 'LOCATION_UNAVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' };
    laptop.pickupPoints = structuredClone(helmetPoints);
    laptop.pickupPointCode = 'PP-UGW-DGO';
    const phone = product(files, 'smartphone-x5');
    phone.fulfillmentTypes = { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' };
    phone.pickupPoints = helmetPoints.map((point) => ({ ...structuredClone(point), stock: 0 }));
    const vitamins = product(files, 'vitamin-c');
    vitamins.fulfillmentTypes = { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' };
    const hours = { open: '08:00', close: '21:00' };
    vitamins.pickupPoints = [
      {
        code: 'PP-APT-KNG',
        name: 'Apotek Sehati Kuningan',
        address: 'Jl. Rasuna Said No. 3',
        city: 'Jakarta Selatan',
        latitude: -6.22,
        longitude: 106.83,
        stock: 0,
        hours,
      },
      {
        code: 'PP-APT-MTG',
        name: 'Apotek Sehati Menteng',
        address: 'Jl. Cikini Raya No. 9',
        city: 'Jakarta Pusat',
        latitude: -6.19,
        longitude: 106.84,
        stock: 5,
        hours,
      },
    ];
    vitamins.pickupPointCode = 'PP-APT-KNG';
  });

/**
 * Urban Gowes Senopati with every pickup hour unavailable, for an answer of `server.use`: the simulator's
 * opening hours leave at least one day of the week open, so it never lists such a point.
 */
export const CLOSED_ALL_WEEK: PickupPointDto = {
  code: 'PP-UGW-SNP',
  name: 'Urban Gowes Senopati',
  address: 'Jl. Senopati No. 55, Kebayoran Baru',
  city: 'Jakarta Selatan',
  distanceKm: null,
  pickup: 'AVAILABLE',
  delivery: 'AVAILABLE',
  stock: 4,
  pickupHours: [{ date: '2026-11-23', open: '10:00', close: '21:00', status: 'unavailable' }],
};

// ── The shopper's location ──

/** The shopper chose Senayan in the address picker, pinned at `pin` (distances are from there). */
export const shopperPinnedAt = (pin: GeolocationDto) => storeLocation({ source: 'picker', location: { ...SENAYAN, geolocation: pin } });

/** Kemang: Urban Gowes Senopati is the nearest point (3,1 km), then Puri Indah, Dago far away. */
export { KEMANG } from '@pdp/test-kit/geolocation-mock';
/** Coblong, Kota Bandung: Urban Gowes Dago is the nearest point (0,4 km). */
export const COBLONG: GeolocationDto = { latitude: -6.8862, longitude: 107.614 };

// ── The calls ──

export const SHIPPING_CALL = /^\/backend\/product-detail\/products\/[^/]+\/shipping$/;
export const SHIPPING_PATH = '/backend/product-detail/products/*/shipping';
const NEAREST_CALL = /^\/backend\/product-detail\/products\/[^/]+\/nearest-pickup-point$/;
export const NEAREST_PATH = '/backend/product-detail/products/*/nearest-pickup-point';
export const OTHERS_CALL = /^\/backend\/product-pickup-point\/[^/]+\/other-pickup-point$/;
export const OTHERS_PATH = '/backend/product-pickup-point/*/other-pickup-point';
export const POINTS_CALL = /^\/backend\/product\/products\/[^/]+\/pickup-points$/;
export const POINTS_PATH = '/backend/product/products/*/pickup-points';
const ADD_CALL = /^\/backend\/retail\/carts\/_add-bulk$/;

/** The product id each call to `call` asked for. */
export const idsAsked = (backend: SimulatorBackend, call: RegExp) => backend.sent('GET', call).map((sent) => sent.pathname.split('/')[4]);
/** The point code each nearest-pickup-point call asked for. */
export const pointsAsked = (backend: SimulatorBackend) => backend.sent('GET', NEAREST_CALL).map((sent) => sent.query.get('pickupPointCode'));
/** The bodies of the page's add-to-bag calls. */
const addedToBag = (backend: SimulatorBackend) => backend.sent('POST', ADD_CALL).map((sent) => sent.body);

/** The shopper adds to bag: one request, of the helmet (or `itemSku`), one of it, for pickup at `pointCode`. */
export async function addsOneForPickupAt(backend: SimulatorBackend, pointCode: string, itemSku = HELMET_SKU) {
  await userEvent.click(screen.getByRole('button', { name: '+ Bag' }));
  await waitFor(() => expect(addedToBag(backend)).toHaveLength(1));
  expect(addedToBag(backend)[0]).toEqual({ cartType: 'REGULAR', items: [{ itemSku, quantity: 1, pickupPointCode: pointCode, fulfillment: 'pickup' }] });
}

// ── The page ──

export const headline = () => screen.findByTestId('shipping-headline');
export const choices = () => screen.findByRole('group', { name: 'Cara menerima produk' });
export const pickupRadio = () => screen.getByRole('radio', { name: /^Ambil di toko/ });
export const deliveryRadio = () => screen.getByRole('radio', { name: /^Dikirim/ });
export const choosePickup = async () => userEvent.click(await screen.findByRole('radio', { name: /^Ambil di toko/ }));
export const shownPoint = () => screen.findByTestId('pickup-point');

/** The schedule table's rows (after its header), each as its cells' texts. */
export const scheduleRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
