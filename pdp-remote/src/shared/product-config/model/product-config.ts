// Product config of spec §3: a key→value map built from a JSON list of id/value pairs. Every key has
// a default, used when the call fails or a key is missing. One table says how each key reads: a
// comma-separated list, a switch (the backend sends the string 'true'; anything else is off), a switch
// on by default (off only for the string 'false') or text.

/** How each key reads; its default is the empty reading (no entries, off, on for `switchOn`, empty). */
const KEYS = {
  /** Chat with the seller at all (spec §4: "chat is enabled"); ours, off unless 'true'. */
  sellerChatEnabled: 'switch',
  allowedCommissionTypesToChat: 'list',
  allowedTradingMerchantCodesToChat: 'list',
  sellerChatOnboardingEnabled: 'switch',
  chatPharmacist: 'list',
  excludedSeoKeyword: 'list',
  hideRecentProductBrands: 'list',
  customerServiceOperationalHour: 'text',
  contextualPriceEnable: 'switch',
  /** The user summary modal reads reviewers from the hall of fame (spec §7). */
  hallOfFameEnabled: 'switch',
  /** The super-app variant shows free gifts only when this is on (spec §6: "has a free gift switch"). */
  superAppFreeGiftEnabled: 'switch',
  /** Installments from the v2 calls (spec §7: "chosen by the new-installments switch"). */
  newInstallmentsEnabled: 'switch',
  /** Insurances among the add-ons (spec §6: "insurance" among the switches). */
  insuranceEnabled: 'switch',
  /** The subscription onboarding tip (spec §6: "subscription onboarding" among the switches). */
  subscriptionOnboardingEnabled: 'switch',
  /**
   * The recommendation section and the store's ads in it (spec §6: "recommendations, seller ads" among the
   * switches). On unless 'false': sections the page always had do not vanish when the config fails (§4, §8).
   */
  recommendationsEnabled: 'switchOn',
  sellerAdsEnabled: 'switchOn',
} as const;

type Reading = { list: string[]; switch: boolean; switchOn: boolean; text: string };

/** The keys that read as a switch, whichever its default. */
export type ProductConfigSwitch = { [Key in keyof typeof KEYS]: Reading[(typeof KEYS)[Key]] extends boolean ? Key : never }[keyof typeof KEYS];

export type ProductConfig = { [Key in keyof typeof KEYS]: Reading[(typeof KEYS)[Key]] };

const READ: { [Kind in keyof Reading]: (value: string) => Reading[Kind] } = {
  list: (value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  switch: (value) => value === 'true',
  switchOn: (value) => value !== 'false',
  text: (value) => value,
};

function configOf(map: ReadonlyMap<string, string>): ProductConfig {
  return Object.fromEntries(Object.entries(KEYS).map(([key, kind]) => [key, READ[kind](map.get(key) ?? '')])) as ProductConfig;
}

export const DEFAULT_PRODUCT_CONFIG: ProductConfig = configOf(new Map());

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
  return configOf(map);
}
