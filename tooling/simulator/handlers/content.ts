// `/common/content/*`: texts and configuration the page reads as content.
import { ok, type Router } from '../http-kit';

/** Product config of spec §3, served as the backend does: a JSON string of id/value pairs. */
export const PRODUCT_CONFIGS = [
  { id: 'allowedCommissionTypesToChat', value: 'CC,RC,MP,CM,RB' },
  { id: 'allowedTradingMerchantCodesToChat', value: '' },
  { id: 'sellerChatOnboardingEnabled', value: 'true' },
  { id: 'chatPharmacist', value: 'APT-001' },
  { id: 'excludedSeoKeyword', value: 'murah banget' },
  { id: 'hideRecentProductBrands', value: '' },
  { id: 'customerServiceOperationalHour', value: '08:00-22:00' },
  { id: 'contextualPriceEnable', value: 'true' },
];

const RETURN_METHODS = {
  PICKUP: { id: 'Dijemput kurir di alamatmu', en: 'Picked up by a courier at your address' },
  DROP_OFF: { id: 'Antar sendiri ke titik pengiriman', en: 'Drop it off at a shipping point' },
  STORE: { id: 'Kembalikan di toko', en: 'Return it in store' },
};

export function contentRoutes(router: Router): void {
  router.add('GET', '/backend/common/content/product-configs', 'product-configs', () => ok(JSON.stringify(PRODUCT_CONFIGS)));
  router.add('GET', '/backend/common/content/return-method-i18n', 'return-method-i18n', () => ok(RETURN_METHODS));
}
