// The products each journey shops for, on each storefront, by what a shopper sees (their names and
// paths, the words and amounts of their offers): one table, so a journey reads alike on both and a
// fixture renamed in the catalogue is renamed here once. Retail's are the catalogue's retail products;
// grocery's the rice, the rice cooker, the scooter, the eggs and the cooking oil, all but the oil from
// Ranch Market Kemang, the store the grocery shopper has chosen (journey.ts).
export type StorefrontName = 'retail' | 'grocery';

export interface JourneyProduct {
  path: string;
  name: string;
}

/** A store the grocery shopper chose, as the grocery page keeps it in storage (SELECTED_WAREHOUSE_KEY). */
interface SelectedWarehouseStored {
  code: string;
  groupName: string;
  pickupPoint: string;
  available: boolean;
  name: string;
  pin: { latitude: number; longitude: number };
}

export interface Storefront {
  name: StorefrontName;
  /** The storefront's bag page. */
  bagPath: '/cart' | '/grocery/cart';
  /** Where buy now leads. */
  checkout: RegExp;
  /** The store a returning grocery shopper has chosen (kept in storage); retail has none. */
  chosenStore: SelectedWarehouseStored | null;
  /** The everyday product: variants, the price for a quantity, wholesale, vouchers, returns, the seller, reviews, questions. */
  everyday: JourneyProduct & {
    price: string;
    variant: { value: string; url: RegExp; price: string };
    wholesale: { quantity: number; total: string; unit: string };
    voucher: { recommended: string; name: string; remainingQuota: number };
    returnDays: number;
    seller: { name: string; code: string };
    /** A review to like (its reviewer, its likes) and one with the seller's reply to report. */
    review: { count: number; reviewer: string; likes: number; reported: string };
    /** The newest question and its asker, and how many questions there are. */
    question: { newest: string; asker: string; count: number };
    /** An item of the same storefront that recommendations list. */
    recommended: RegExp;
  };
  /** Three products a shopper looks at one after another (recently viewed). */
  browsing: readonly [JourneyProduct, JourneyProduct, JourneyProduct];
  /** Bought now, and added to the bag with the add-to-cart recommendations after. */
  buy: JourneyProduct;
  combo: JourneyProduct & { comboName: string; leftOut: RegExp; kept: string };
  gift: JourneyProduct & { quantity: number; gift: RegExp };
  installments: JourneyProduct & { installmentPath: RegExp };
  loan: JourneyProduct & { price: string; downPayment: string };
  outOfStock: JourneyProduct;
  subscription: JourneyProduct;
  quote: JourneyProduct & { quantity: string; requestNumber: RegExp };
  tradeIn: JourneyProduct & { saving: string; category: string };
  addOns: JourneyProduct & { addOn: string };
}

const RANCH_MARKET_KEMANG: SelectedWarehouseStored = {
  code: 'WH-RNC-KMG',
  groupName: 'RANCH',
  pickupPoint: 'PP-RNC-KMG',
  available: true,
  name: 'Ranch Market Kemang',
  pin: { latitude: -6.2615, longitude: 106.8106 },
};

const SHOES = { path: '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001', name: 'Sepatu Lari Pria Aero Run 2' };
const RICE = { path: '/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001', name: 'Beras Pandan Wangi Premium' };
const RICE_COOKER = { path: '/grocery/p/rice-cooker-digital-1-8-l/ps--RCK-70006', name: 'Rice Cooker Digital 1,8 L' };

export const STOREFRONTS: Record<StorefrontName, Storefront> = {
  retail: {
    name: 'retail',
    bagPath: '/cart',
    checkout: /\/retail\/checkout\/CO-[0-9a-f]{12}$/,
    chosenStore: null,
    everyday: {
      ...SHOES,
      price: 'Rp629.300',
      variant: { value: 'Putih', url: /\/is--SPL-60001-00004$/, price: 'Rp719.200' },
      wholesale: { quantity: 3, total: 'Rp1.797.000', unit: 'Rp599.000' },
      voucher: { recommended: 'Hemat s.d. Rp100.000 dengan voucher toko', name: 'Potongan Rp100.000', remainingQuota: 25 },
      returnDays: 15,
      seller: { name: 'Aero Official Store', code: 'AER-60001' },
      review: { count: 12, reviewer: 'Dimas Pratama', likes: 18, reported: 'Yoga Saputra' },
      question: { newest: 'Kak, ukuran 42 panjang telapaknya berapa cm ya?', asker: 'Hendra', count: 5 },
      recommended: /Kaos Polos|Helm Sepeda|Tumbler/,
    },
    browsing: [
      SHOES,
      { path: '/p/kopi-bubuk-arabika-gayo-250-g/ps--KPI-60012', name: 'Kopi Bubuk Arabika Gayo 250 g' },
      { path: '/p/lampu-meja-led-lipat/ps--LMP-60013', name: 'Lampu Meja LED Lipat' },
    ],
    buy: { path: '/p/lampu-meja-led-lipat/ps--LMP-60013', name: 'Lampu Meja LED Lipat' },
    combo: {
      path: '/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003',
      name: 'Smartphone Nusantara X5 8 GB',
      comboName: 'Paket hemat Smartphone X5',
      leftOut: /Tumbler/,
      kept: 'Headphone Nirkabel Ramai Flash Sale',
    },
    gift: { path: '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008', name: 'Laptop Tipis Cakra 14 inci', quantity: 2, gift: /Tas Laptop/ },
    installments: {
      path: '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008',
      name: 'Laptop Tipis Cakra 14 inci',
      installmentPath: /^\/p\/laptop-tipis-cakra-14-inci\/is--LPT-60008-00001\/installment$/,
    },
    loan: { path: '/p/sepeda-motor-matik-lintas-125/ps--MTR-60015', name: 'Sepeda Motor Matik Lintas 125', price: '24.500.000', downPayment: '4500000' },
    outOfStock: { path: '/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004', name: 'Blender Dapur Serbaguna 1,5 L' },
    subscription: { path: '/p/kopi-bubuk-arabika-gayo-250-g/ps--KPI-60012', name: 'Kopi Bubuk Arabika Gayo 250 g' },
    quote: {
      path: '/p/kaos-polos-katun-combed-30s/ps--KAO-60002',
      name: 'Kaos Polos Katun Combed 30s',
      quantity: '48',
      requestNumber: /QT-\d{4}-KAO-60002-00001/,
    },
    tradeIn: { path: '/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003', name: 'Smartphone Nusantara X5 8 GB', saving: 'Rp1.500.000', category: 'Handphone' },
    addOns: { path: '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008', name: 'Laptop Tipis Cakra 14 inci', addOn: 'Instalasi software dan pindah data +Rp99.000' },
  },
  grocery: {
    name: 'grocery',
    bagPath: '/grocery/cart',
    checkout: /\/grocery\/checkout\/CO-[0-9a-f]{12}$/,
    chosenStore: RANCH_MARKET_KEMANG,
    everyday: {
      ...RICE,
      price: 'Rp38.900',
      variant: { value: '5 kg', url: /\/is--BRS-70001-00002$/, price: 'Rp89.900' },
      wholesale: { quantity: 5, total: 'Rp187.500', unit: 'Rp37.500' },
      voucher: { recommended: 'Hemat Rp10.000 belanja beras', name: 'Potongan Rp10.000', remainingQuota: 30 },
      returnDays: 7,
      seller: { name: 'Ranch Market', code: 'RNC-70001' },
      review: { count: 11, reviewer: 'Hadi Susanto', likes: 12, reported: 'Tomi Gunawan' },
      question: { newest: 'Beras ini termasuk beras baru panen atau stok lama, Kak?', asker: 'Sinta', count: 4 },
      recommended: /Telur Ayam|Apel Fuji|Rice Cooker/,
    },
    browsing: [RICE, { path: '/grocery/p/telur-ayam-negeri-10-butir/ps--TLR-70003', name: 'Telur Ayam Negeri 10 Butir' }, RICE_COOKER],
    buy: RICE,
    combo: { ...RICE, comboName: 'Paket sarapan hemat', leftOut: /Apel Fuji/, kept: 'Telur Ayam Negeri 10 Butir' },
    gift: { ...RICE, quantity: 2, gift: /Sendok Nasi/ },
    installments: { ...RICE_COOKER, installmentPath: /^\/grocery\/p\/rice-cooker-digital-1-8-l\/is--RCK-70006-00001\/installment$/ },
    loan: { path: '/grocery/p/skuter-listrik-kota-350-w/ps--SKT-70007', name: 'Skuter Listrik Kota 350 W', price: '8.400.000', downPayment: '1400000' },
    outOfStock: { path: '/grocery/p/rice-cooker-digital-1-8-l/is--RCK-70006-00002', name: 'Rice Cooker Digital 1,8 L' },
    subscription: { path: '/grocery/p/telur-ayam-negeri-10-butir/ps--TLR-70003', name: 'Telur Ayam Negeri 10 Butir' },
    quote: {
      path: '/grocery/p/minyak-goreng-sawit-2-l/ps--MYK-70005',
      name: 'Minyak Goreng Sawit 2 L',
      quantity: '48',
      requestNumber: /QT-\d{4}-MYK-70005-00001/,
    },
    tradeIn: { ...RICE_COOKER, saving: 'Rp150.000', category: 'Peralatan dapur' },
    addOns: { ...RICE_COOKER, addOn: 'Demo pemakaian di rumah +Rp25.000' },
  },
};
