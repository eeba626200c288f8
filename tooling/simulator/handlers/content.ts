// `/common/content/*`: texts and configuration the page reads as content.
import type { GroceryWikiDto, StorePickerConfigDto } from '@pdp/backend-api/grocery';
import type { TicketConfigDto } from '@pdp/host-contract/seller-chat';
import { ok, type Router } from '../http-kit';
import type { HandlerContext } from './context';

/** Product config of spec §3, served as the backend does: a JSON string of id/value pairs. */
export const PRODUCT_CONFIGS = [
  { id: 'sellerChatEnabled', value: 'true' },
  { id: 'allowedCommissionTypesToChat', value: 'CC,RC,MP,CM,RB' },
  { id: 'allowedTradingMerchantCodesToChat', value: '' },
  { id: 'sellerChatOnboardingEnabled', value: 'true' },
  { id: 'chatPharmacist', value: 'APT-001' },
  { id: 'excludedSeoKeyword', value: 'murah banget' },
  { id: 'hideRecentProductBrands', value: '' },
  { id: 'customerServiceOperationalHour', value: '08:00-22:00' },
  { id: 'contextualPriceEnable', value: 'true' },
  { id: 'hallOfFameEnabled', value: 'true' },
  { id: 'superAppFreeGiftEnabled', value: 'true' },
  { id: 'newInstallmentsEnabled', value: 'true' },
  { id: 'insuranceEnabled', value: 'true' },
  { id: 'subscriptionOnboardingEnabled', value: 'true' },
  { id: 'recommendationsEnabled', value: 'true' },
  { id: 'sellerAdsEnabled', value: 'true' },
];

const RETURN_METHODS = {
  PICKUP: { id: 'Dijemput kurir di alamatmu', en: 'Picked up by a courier at your address' },
  DROP_OFF: { id: 'Antar sendiri ke titik pengiriman', en: 'Drop it off at a shipping point' },
  STORE: { id: 'Kembalikan di toko', en: 'Return it in store' },
};

/** The grocery store picker's settings (spec §7: a JSON string). */
const STORE_PICKER_CONFIG: StorePickerConfigDto = {
  radiusKm: 25,
  maxStores: 5,
  defaultLocation: { latitude: -6.2088, longitude: 106.8456 },
  geolocationTimeoutMs: 10_000,
};

/** What grocery shopping here means (the grocery wiki modal), one text per language. */
const GROCERY_WIKI: Record<'id' | 'en', GroceryWikiDto> = {
  id: {
    title: 'Belanja grocery di Pasarku',
    sections: [
      { heading: 'Dari toko pilihanmu', body: 'Pesananmu disiapkan oleh toko yang kamu pilih. Ganti toko kapan saja dari halaman produk.' },
      {
        heading: 'Antar sekarang atau terjadwal',
        body: 'Pilih antar sekarang untuk tiba dalam hitungan jam, atau pilih hari dan jam pengiriman yang pas buatmu.',
      },
      { heading: 'Kesegaran terjamin', body: 'Produk segar yang tidak sesuai bisa dikembalikan saat kurir tiba.' },
    ],
  },
  en: {
    title: 'Grocery shopping at Pasarku',
    sections: [
      { heading: 'From the store you choose', body: 'Your order is packed by the store you chose. Change stores any time from the product page.' },
      { heading: 'Now or scheduled', body: 'Choose deliver now to get it within hours, or pick the day and time that suit you.' },
      { heading: 'Freshness guaranteed', body: 'Fresh products that are not right can be returned when the courier arrives.' },
    ],
  },
};

/** Customer care's chat topics (spec §7 ticket configs), the first the default. */
const TICKET_CONFIGS: TicketConfigDto[] = [
  { topic: 'produk', label: { id: 'Pertanyaan tentang produk', en: 'A question about the product' } },
  { topic: 'pesanan', label: { id: 'Pesanan dan pengiriman', en: 'Orders and delivery' } },
  { topic: 'pembayaran', label: { id: 'Pembayaran dan pengembalian dana', en: 'Payments and refunds' } },
];

/** The product config a session reads: the defaults, with the values its tests set in their place. */
const productConfigsOf = (overrides: Record<string, string>) => PRODUCT_CONFIGS.map((entry) => ({ id: entry.id, value: overrides[entry.id] ?? entry.value }));

export function contentRoutes(router: Router, { sessions }: HandlerContext): void {
  router.add('GET', '/backend/common/content/product-configs', 'product-configs', ({ sessionId }) =>
    ok(JSON.stringify(productConfigsOf(sessions.get(sessionId).productConfig))),
  );
  router.add('GET', '/backend/common/content/grocery-store-picker-config', 'grocery-store-picker-config', () => ok(JSON.stringify(STORE_PICKER_CONFIG)));
  router.add('GET', '/backend/common/content/grocery-wiki-info', 'grocery-wiki-info', () => ok(JSON.stringify(GROCERY_WIKI)));
  router.add('GET', '/backend/common/content/ticket-configs', 'ticket-configs', () => ok(JSON.stringify(TICKET_CONFIGS)));
  router.add('GET', '/backend/common/content/return-method-i18n', 'return-method-i18n', () => ok(RETURN_METHODS));
}
