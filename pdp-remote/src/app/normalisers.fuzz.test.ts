// Property tests of the retail remote's normalisers (issue 14): any answer the backend could send,
// arbitrary JSON or a valid answer with any field dropped or replaced, never throws, and always gives
// a value of the shape the components read (or null where the normaliser says "unusable").
import { FULFILLMENT_AVAILABILITIES, LOGISTIC_CODES, PRODUCT_TYPES, isOneOf, type PriceDto } from '@pdp/shared-contracts';
import { forEveryAnswer, isFiniteNumber, isString } from '../testing/fuzz';
import { aSummary } from '../testing/summary-factory';
import { aPickupPoint } from '../testing/pickup-point-factory';
import { normalisePrice } from '../shared/product/normalise-price';
import { normaliseProductSummary } from '../features/product-summary/model/normalise-product-summary';
import { CLOCK_TIME, ISO_DATE, normalisePickupPoint, normalisePickupPoints, normaliseShippingInfo } from '../features/fulfillment/api/normalise';
import { parseProductConfig } from '../features/product-config/model/product-config';

function expectPrice(price: PriceDto) {
  expect(isFiniteNumber(price.offered) && price.offered >= 0).toBe(true);
  expect(isFiniteNumber(price.listed) && price.listed >= price.offered).toBe(true);
  expect(Number.isInteger(price.discountPercentage) && price.discountPercentage >= 0 && price.discountPercentage <= 100).toBe(true);
}

const POINT = aPickupPoint();

describe('the normalisers, fed any answer', () => {
  it('a price: null, or a price paid, a listed price not below it and a whole discount', () => {
    forEveryAnswer({ listed: 899000, offered: 629300, discountPercentage: 30 }, (raw) => {
      const price = normalisePrice(raw);
      if (price) expectPrice(price);
    });
  });

  it('the product summary: null, or every field the page reads, of its type', () => {
    forEveryAnswer(aSummary(), (raw) => {
      const summary = normaliseProductSummary(raw);
      if (!summary) return;
      for (const field of [summary.itemSku, summary.productSku, summary.name, summary.urlFriendlyName, summary.pickupPointCode, summary.merchant.name])
        expect(isString(field)).toBe(true);
      expectPrice(summary.price);
      expect(isOneOf(PRODUCT_TYPES, summary.type)).toBe(true);
      expect(summary.images.every((image) => isString(image.full) && isString(image.thumbnail))).toBe(true);
      expect(summary.categories.every((category) => isString(category.id) && isString(category.name))).toBe(true);
      expect(summary.tags.every(isString)).toBe(true);
      expect(summary.stock === null || isFiniteNumber(summary.stock)).toBe(true);
      expect(Object.values(summary.statistics).every(isFiniteNumber)).toBe(true);
      expect(summary.attributes.every((attribute) => isString(attribute.code) && attribute.values.every((value) => isString(value.value)))).toBe(true);
      expect(summary.options.every((option) => isString(option.itemSku) && Object.values(option.attributes).every(isString))).toBe(true);
      expect(
        isOneOf(FULFILLMENT_AVAILABILITIES, summary.fulfillmentTypes.delivery) && isOneOf(FULFILLMENT_AVAILABILITIES, summary.fulfillmentTypes.pickup),
      ).toBe(true);
      expect(summary.brand === null || isString(summary.brand.name)).toBe(true);
      if (summary.details) expect(summary.details.maxQuantity === null || isFiniteNumber(summary.details.maxQuantity)).toBe(true);
      const inactiveDays = summary.merchant.storeClose?.inactiveDays;
      expect(inactiveDays === undefined || isFiniteNumber(inactiveDays)).toBe(true);
      expect(() => JSON.stringify(summary)).not.toThrow();
    });
  });

  it('shipping info: couriers with a known code, a price and an estimate that makes sense', () => {
    forEveryAnswer(
      {
        origin: 'Bandung',
        options: [{ logisticCode: 'EXPRESS', name: 'Ekspres', price: 0, originalPrice: 30000, etd: { min: 1, max: 2, unit: 'DAY' }, tags: ['FREE'] }],
        conditions: ['TURNED_OFF'],
      },
      (raw) => {
        const info = normaliseShippingInfo(raw);
        expect(isString(info.origin)).toBe(true);
        for (const option of info.options) {
          expect(isOneOf(LOGISTIC_CODES, option.logisticCode)).toBe(true);
          expect(isFiniteNumber(option.price) && option.price >= 0).toBe(true);
          expect(option.originalPrice === undefined || option.originalPrice > option.price).toBe(true);
          expect(isFiniteNumber(option.etd.min) && option.etd.min <= option.etd.max).toBe(true);
          expect(Array.isArray(option.tags)).toBe(true);
        }
        expect(Array.isArray(info.conditions)).toBe(true);
      },
    );
  });

  it('pickup points: null or a named point whose hours are dates and clock times', () => {
    const check = (point: ReturnType<typeof normalisePickupPoint>) => {
      if (!point) return;
      expect(isString(point.code) && isString(point.name)).toBe(true);
      expect(point.distanceKm === null || isFiniteNumber(point.distanceKm)).toBe(true);
      for (const hour of point.pickupHours) expect(ISO_DATE.test(hour.date) && CLOCK_TIME.test(hour.open) && CLOCK_TIME.test(hour.close)).toBe(true);
    };
    forEveryAnswer(POINT, (raw) => check(normalisePickupPoint(raw)));
    forEveryAnswer([POINT], (raw) => normalisePickupPoints(raw).forEach(check), 200);
  });

  it('the product config: lists of strings and switches, whatever the stored JSON says', () => {
    forEveryAnswer(
      JSON.stringify([
        { id: 'excludedSeoKeyword', value: 'murah banget' },
        { id: 'contextualPriceEnable', value: 'true' },
      ]),
      (raw) => {
        const config = parseProductConfig(raw);
        for (const values of [
          config.allowedCommissionTypesToChat,
          config.allowedTradingMerchantCodesToChat,
          config.chatPharmacist,
          config.excludedSeoKeyword,
          config.hideRecentProductBrands,
        ]) {
          expect(Array.isArray(values) && values.every(isString)).toBe(true);
        }
        expect(typeof config.contextualPriceEnable).toBe('boolean');
        expect(typeof config.sellerChatOnboardingEnabled).toBe('boolean');
        expect(isString(config.customerServiceOperationalHour)).toBe(true);
      },
    );
  });
});

describe('what the fuzzing found', () => {
  it('reads a limit of 1e400 (Infinity once parsed) as no limit from the backend: the stock decides', () => {
    const summary = normaliseProductSummary(
      JSON.parse(
        '{"itemSku":"SPL-1-00001","productSku":"SPL-1","name":"Sepatu","stock":7,"price":{"offered":1000},"details":{"maxQuantity":1e400},"merchant":{"name":"Aero","storeClose":{"inactiveDays":1e400}}}',
      ),
    );
    expect(summary?.details?.maxQuantity).toBe(7);
    expect(summary?.merchant.storeClose?.inactiveDays).toBeUndefined();
  });
});
