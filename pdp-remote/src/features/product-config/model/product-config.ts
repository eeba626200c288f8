// Product config of spec §3: a key→value map built from a JSON list of id/value pairs. Every key has
// a default, used when the call fails or a key is missing.
export interface ProductConfig {
  allowedCommissionTypesToChat: string[];
  allowedTradingMerchantCodesToChat: string[];
  /** The backend sends the string 'true'. */
  sellerChatOnboardingEnabled: boolean;
  chatPharmacist: string[];
  excludedSeoKeyword: string[];
  hideRecentProductBrands: string[];
  customerServiceOperationalHour: string;
  contextualPriceEnable: boolean;
}

export const DEFAULT_PRODUCT_CONFIG: ProductConfig = {
  allowedCommissionTypesToChat: [],
  allowedTradingMerchantCodesToChat: [],
  sellerChatOnboardingEnabled: false,
  chatPharmacist: [],
  excludedSeoKeyword: [],
  hideRecentProductBrands: [],
  customerServiceOperationalHour: '',
  contextualPriceEnable: false,
};

const csv = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Parses the JSON text of `/common/content/product-configs`; malformed input gives the defaults. */
export function parseProductConfig(raw: unknown): ProductConfig {
  let entries: unknown = raw;
  if (typeof raw === 'string') {
    try {
      entries = JSON.parse(raw);
    } catch {
      return DEFAULT_PRODUCT_CONFIG;
    }
  }
  if (!Array.isArray(entries)) return DEFAULT_PRODUCT_CONFIG;
  const map = new Map<string, string>();
  for (const entry of entries) {
    if (typeof entry?.id === 'string' && typeof entry.value === 'string') map.set(entry.id, entry.value);
  }
  const read = <K extends keyof ProductConfig>(key: K, parse: (value: string) => ProductConfig[K]): ProductConfig[K] => {
    const value = map.get(key);
    return value === undefined ? DEFAULT_PRODUCT_CONFIG[key] : parse(value);
  };
  return {
    allowedCommissionTypesToChat: read('allowedCommissionTypesToChat', csv),
    allowedTradingMerchantCodesToChat: read('allowedTradingMerchantCodesToChat', csv),
    sellerChatOnboardingEnabled: read('sellerChatOnboardingEnabled', (value) => value === 'true'),
    chatPharmacist: read('chatPharmacist', csv),
    excludedSeoKeyword: read('excludedSeoKeyword', csv),
    hideRecentProductBrands: read('hideRecentProductBrands', csv),
    customerServiceOperationalHour: read('customerServiceOperationalHour', (value) => value),
    contextualPriceEnable: read('contextualPriceEnable', (value) => value === 'true'),
  };
}
