import { DEFAULT_PRODUCT_CONFIG, parseProductConfig } from './product-config';

describe('product config', () => {
  it('builds the map from the JSON list, reading the onboarding flag from the string "true"', () => {
    const config = parseProductConfig(
      JSON.stringify([
        { id: 'allowedCommissionTypesToChat', value: 'CC, RC' },
        { id: 'sellerChatOnboardingEnabled', value: 'true' },
        { id: 'contextualPriceEnable', value: 'false' },
        { id: 'customerServiceOperationalHour', value: '08:00-22:00' },
        { id: 'hallOfFameEnabled', value: 'true' },
      ]),
    );
    expect(config.hallOfFameEnabled).toBe(true);
    expect(config.allowedCommissionTypesToChat).toEqual(['CC', 'RC']);
    expect(config.sellerChatOnboardingEnabled).toBe(true);
    expect(config.contextualPriceEnable).toBe(false);
    expect(config.customerServiceOperationalHour).toBe('08:00-22:00');
    expect(config.chatPharmacist).toEqual([]);
  });

  it('treats anything but the string "true" as off', () => {
    expect(parseProductConfig([{ id: 'sellerChatOnboardingEnabled', value: 'TRUE' }]).sellerChatOnboardingEnabled).toBe(false);
    expect(parseProductConfig([{ id: 'hallOfFameEnabled', value: 'yes' }]).hallOfFameEnabled).toBe(false);
  });

  it('reads the recommendations and seller ads switches as on unless "false", on when missing or failed (spec §6)', () => {
    const off = parseProductConfig([
      { id: 'recommendationsEnabled', value: 'false' },
      { id: 'sellerAdsEnabled', value: 'false' },
    ]);
    expect([off.recommendationsEnabled, off.sellerAdsEnabled]).toEqual([false, false]);
    const on = parseProductConfig([{ id: 'recommendationsEnabled', value: 'true' }]);
    expect([on.recommendationsEnabled, on.sellerAdsEnabled]).toEqual([true, true]);
    expect([DEFAULT_PRODUCT_CONFIG.recommendationsEnabled, DEFAULT_PRODUCT_CONFIG.sellerAdsEnabled]).toEqual([true, true]);
  });

  it.each([['{broken'], [{ not: 'a list' }], [null]])('falls back to the defaults for %p', (raw) => {
    expect(parseProductConfig(raw)).toEqual(DEFAULT_PRODUCT_CONFIG);
  });
});
