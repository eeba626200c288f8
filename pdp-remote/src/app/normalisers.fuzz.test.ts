// Property tests of the retail remote's normalisers (issue 14): any answer the backend could send,
// arbitrary JSON or a valid answer with any field dropped or replaced, never throws, and always gives
// a value of the shape the components read (or null where the normaliser says "unusable").
import type { PriceDto } from '@pdp/backend-api/backend';
import type { SingleComboDto } from '@pdp/backend-api/combos';
import type { FreeGiftDto } from '@pdp/backend-api/free-gifts';
import {
  FREE_GIFT_CRITERIA,
  FULFILLMENT_AVAILABILITIES,
  LOGISTIC_CODES,
  PRODUCT_TYPES,
  VOUCHER_REWARD_TYPES,
  VOUCHER_STATUSES,
  isOneOf,
} from '@pdp/backend-api/enums';
import { forEveryAnswer, isFiniteNumber, isString } from '@pdp/test-kit/fuzz';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { aPickupPoint } from '@pdp/test-kit/pickup-point-factory';
import { normalisePrice } from '../shared/product/normalise-price';
import { normaliseProductSummary } from '../shared/product/normalise-product-summary';
import { CLOCK_TIME, ISO_DATE, normalisePickupPoint, normalisePickupPoints, normaliseShippingInfo } from '../features/fulfillment/api/normalise';
import { parseProductConfig } from '../shared/product-config/model/product-config';
import { normalisePromotions } from '../features/promotions/api/get-promotions';
import { normaliseVoucherTerms } from '../features/promotions/api/voucher-terms';
import { VOUCHER_KINDS } from '../features/promotions/model/vouchers';
import { normaliseCombo } from '../features/combo/api/get-combo';
import { normaliseFreeGift } from '../features/free-gift/api/get-free-gift';
import { normaliseReviewPage } from '../features/reviews/model/reviews';
import { normaliseQuestionPage } from '../features/discussions/model/discussions';
import { normaliseReasons, normaliseReportContent } from '../features/content-report/api/report-api';
import { normaliseReviewPolicy } from '../features/reviews/api/review-policy';
import { normaliseReviewImages } from '../features/reviews/api/review-images';
import { normaliseOfflineMerchants } from '../features/seller-info/api/offline-merchants';
import { normaliseShareLink } from '../features/share/api/share-link';
import { normaliseBadgeInfo, normaliseRatingInfo, normaliseStoreRating } from '../features/seller-info/api/seller-ratings';

function expectPrice(price: PriceDto) {
  expect(isFiniteNumber(price.offered) && price.offered >= 0).toBe(true);
  expect(isFiniteNumber(price.listed) && price.listed >= price.offered).toBe(true);
  expect(Number.isInteger(price.discountPercentage) && price.discountPercentage >= 0 && price.discountPercentage <= 100).toBe(true);
}

const POINT = aPickupPoint();

/** The sample a combo's answers are made from: the phone's combo, as the simulator answers it (smartphone-x5.json). */
const comboItem = (itemSku: string, name: string, offered: number, primary = false, available = true) => ({
  itemSku,
  productSku: itemSku.slice(0, 9),
  name,
  imageUrl: '/backend/media/x.svg',
  price: { listed: offered, offered, combo: Math.round(offered * 0.9) },
  primary,
  available,
  selected: available,
});
const COMBO: SingleComboDto = {
  comboId: 'CMB-HPX-01',
  name: 'Paket hemat Smartphone X5',
  bundlingCatalogId: 'BND-HPX-01',
  minimumItems: 2,
  items: [
    comboItem('HPX-60003-00001', 'Smartphone Nusantara X5 8 GB', 3999000, true),
    comboItem('HDP-60010-00001', 'Headphone Nirkabel Ramai Flash Sale', 299000),
    comboItem('TMB-60006-00001', 'Tumbler Stainless 500 ml', 99000),
    comboItem('KNS-60005-00001', 'Konsol Game Portabel Nova', 7499000, false, false),
  ],
};

/** The sample free gifts' answers are made from: the laptop's gifts, as the simulator answers them (laptop-cakra.json). */
const gift = (itemSku: string, name: string) => ({
  itemSku,
  name,
  pickupPointCode: 'PP-GFT-JKT',
  pickupPointName: 'Gudang Hadiah Jakarta',
  attributes: [{ name: 'Warna', value: 'Hitam' }],
  imageUrl: null,
  groupId: 'GRP-LPT',
  selected: false,
});
const FREE_GIFT: FreeGiftDto = {
  maxNoOfFreeSkus: 1,
  criteria: { type: 'AMOUNT', threshold: 15000000 },
  complimentaryItems: [gift('GFT-LPT-01', 'Tas Laptop 14 inci'), gift('GFT-LPT-02', 'Mouse Nirkabel')],
};

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

const VOUCHER = { code: 'HEMAT', name: 'Hemat', reward: { type: 'DISCOUNT', value: 5, maxAmount: 50000 }, minPurchase: 1000, endDate: '2026-12-01T16:59:59Z' };
const SELLER_VOUCHER = { ...VOUCHER, id: 'MV-1', status: 'ACTIVE', remainingQuota: 3 };

describe('the promotion normalisers, fed any answer', () => {
  it('vouchers: named vouchers of a known kind, status and reward, with numbers that are numbers', () => {
    const check = (promotions: ReturnType<typeof normalisePromotions>) => {
      expect(promotions.recommended === null || isString(promotions.recommended.title)).toBe(true);
      for (const voucher of promotions.vouchers) {
        expect(isOneOf(VOUCHER_KINDS, voucher.kind) && isOneOf(VOUCHER_STATUSES, voucher.status) && isOneOf(VOUCHER_REWARD_TYPES, voucher.reward.type)).toBe(
          true,
        );
        expect([voucher.id, voucher.code, voucher.name, voucher.endDate].every(isString)).toBe(true);
        expect(isFiniteNumber(voucher.reward.value) && isFiniteNumber(voucher.minPurchase)).toBe(true);
        expect(voucher.remainingQuota === null || Number.isInteger(voucher.remainingQuota)).toBe(true);
      }
    };
    forEveryAnswer({ recommendedPromotion: { title: 'T', description: 'D' }, platformVouchers: [VOUCHER], platformShippingVouchers: [VOUCHER] }, (raw) =>
      check(normalisePromotions(raw, [SELLER_VOUCHER], { sellerShippingVouchers: [] })),
    );
    forEveryAnswer([SELLER_VOUCHER], (raw) => check(normalisePromotions({}, raw, {})), 200);
    forEveryAnswer(
      { merchantVoucherCount: 1, sellerShippingVouchers: [{ ...SELLER_VOUCHER, title: 'Ongkir' }] },
      (raw) => check(normalisePromotions({}, [], raw)),
      200,
    );
  });

  it('voucher terms: lines of text only', () => {
    forEveryAnswer({ terms: ['Satu', 'Dua'] }, (raw) => expect(normaliseVoucherTerms(raw).every(isString)).toBe(true));
  });

  it('a combo: null, or a primary item among named items with prices that are numbers', () => {
    forEveryAnswer(COMBO, (raw) => {
      const combo = normaliseCombo(raw);
      if (!combo) return;
      expect(combo.items.some((entry) => entry.primary)).toBe(true);
      expect(combo.minimumItems >= 2).toBe(true);
      for (const entry of combo.items) {
        expect(isString(entry.itemSku) && isString(entry.name)).toBe(true);
        expect(isFiniteNumber(entry.price.offered) && isFiniteNumber(entry.price.combo)).toBe(true);
        expect(entry.imageUrl === null || /^(\/[^/\\]|https:\/\/)/.test(entry.imageUrl)).toBe(true);
      }
    });
  });

  it('free gifts: null, or named gifts, a maximum of at least 1 and known criteria', () => {
    forEveryAnswer(FREE_GIFT, (raw) => {
      const freeGift = normaliseFreeGift(raw);
      if (!freeGift) return;
      expect(freeGift.maxNoOfFreeSkus >= 1 && isOneOf(FREE_GIFT_CRITERIA, freeGift.criteria.type) && Number.isInteger(freeGift.criteria.threshold)).toBe(true);
      expect(freeGift.gifts.length > 0 && freeGift.gifts.every((entry) => isString(entry.itemSku) && isString(entry.name))).toBe(true);
      expect(freeGift.gifts.every((entry) => entry.attributes.every((attribute) => isString(attribute.name) && isString(attribute.value)))).toBe(true);
    });
  });

  it('a page of reviews: ratings 1 to 5, whole counts, safe image addresses, an average of 0 to 5', () => {
    const review = {
      id: 'R1',
      rating: 5,
      message: 'Bagus',
      reviewer: { id: 'u', name: 'Rina', badge: 'SUPERHERO' },
      createdDate: '2026-11-20T03:00:00.000Z',
      variant: [{ name: 'Warna', value: 'Hitam' }],
      topics: ['QUALITY'],
      likeCounter: 3,
      additionalData: { liked: true },
      images: [{ id: 'I1', thumbnail: '/backend/media/a.svg', full: '/backend/media/a.svg', reviewId: 'R1' }],
      reply: { id: 'R1-R', merchantName: 'Toko', message: 'Terima kasih', createdDate: '2026-11-21T03:00:00.000Z' },
    };
    const body = {
      data: [review],
      summary: {
        rating: { average: 4.5, counts: { '5': 1, '4': 1, '3': 0, '2': 0, '1': 0 } },
        count: 2,
        reviewHighlights: ['Ringan'],
        sorting: { available: ['POPULAR', 'LATEST'] },
      },
      filters: { topics: [{ topic: 'QUALITY', count: 1 }], variants: [{ name: 'Warna', values: ['Hitam'] }] },
      paging: { page: 1, itemPerPage: 10, total_item: 2, total_page: 1 },
    };
    forEveryAnswer(body, (raw) => {
      const page = normaliseReviewPage(raw);
      expect(page.summary.average >= 0 && page.summary.average <= 5 && Number.isInteger(page.summary.count) && page.summary.sorts.length > 0).toBe(true);
      expect(Object.values(page.summary.counts).every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
      for (const entry of page.reviews) {
        expect([1, 2, 3, 4, 5].includes(entry.rating) && isString(entry.message) && isString(entry.reviewer.name) && Number.isInteger(entry.likes)).toBe(true);
        expect(entry.images.every((image) => /^(\/[^/\\]|https:\/\/)/.test(image.thumbnail) && /^(\/[^/\\]|https:\/\/)/.test(image.full))).toBe(true);
        expect(entry.reply === null || (isString(entry.reply.id) && isString(entry.reply.message))).toBe(true);
      }
      expect(Number.isInteger(page.page) && Number.isInteger(page.totalPages)).toBe(true);
    });
  });

  it('a page of questions: each with an id, a text and a name, and answers likewise', () => {
    const body = {
      data: [
        {
          id: 'Q1',
          question: 'Ada?',
          askedBy: { name: 'Lia' },
          createdDate: '2026-11-20',
          answers: [{ id: 'A1', answer: 'Ada', answeredBy: { name: 'Toko', seller: true }, createdDate: '2026-11-21' }],
        },
      ],
      paging: { page: 1, itemPerPage: 3, total_item: 1, total_page: 1 },
    };
    forEveryAnswer(body, (raw) => {
      const page = normaliseQuestionPage(raw);
      for (const question of page.questions) {
        expect(isString(question.id) && isString(question.question) && isString(question.name) && typeof question.createdDate === 'string').toBe(true);
        expect(question.answers.every((answer) => isString(answer.id) && isString(answer.answer) && typeof answer.seller === 'boolean')).toBe(true);
      }
      expect(Number.isInteger(page.page) && Number.isInteger(page.totalPages)).toBe(true);
    });
  });

  it('a page of review photos: same-site or https addresses only, whole paging', () => {
    const body = {
      data: [{ id: 'I1', thumbnail: '/backend/media/a.svg', full: '/backend/media/a.svg', reviewId: 'R1' }],
      paging: { page: 1, itemPerPage: 15, total_item: 1, total_page: 1 },
    };
    forEveryAnswer(body, (raw) => {
      const page = normaliseReviewImages(raw);
      expect(
        page.images.every((image) => isString(image.id) && /^(\/[^/\\]|https:\/\/)/.test(image.thumbnail) && /^(\/[^/\\]|https:\/\/)/.test(image.full)),
      ).toBe(true);
      expect(Number.isInteger(page.page) && Number.isInteger(page.totalPages)).toBe(true);
    });
  });

  it('the review policy: null, or a title and paragraphs in both languages', () => {
    forEveryAnswer({ id: { title: 'Kebijakan', paragraphs: ['Satu.'] }, en: { title: 'Policy', paragraphs: ['One.'] } }, (raw) => {
      const policy = normaliseReviewPolicy(raw);
      if (!policy) return;
      for (const text of [policy.id, policy.en]) expect(isString(text.title) && text.paragraphs.length > 0 && text.paragraphs.every(isString)).toBe(true);
    });
  });

  it('report reasons: a code and a label each, from JSON text or a list', () => {
    forEveryAnswer([{ code: 'SPAM', label: 'Spam' }], (raw) => {
      for (const reason of [...normaliseReasons(raw), ...normaliseReasons(JSON.stringify(raw))])
        expect(isString(reason.code) && isString(reason.label)).toBe(true);
    });
  });

  it('the product report content: reasons, and the menu and options shown unless said false', () => {
    const content = {
      id: 'report-product',
      type: 'PRODUCT',
      reasons: [{ code: 'OTHER', label: { id: 'Lainnya', en: 'Other' } }],
      menuVisible: false,
      optionsVisible: true,
    };
    forEveryAnswer(content, (raw) => {
      for (const read of [normaliseReportContent(raw), normaliseReportContent(JSON.stringify(raw))]) {
        expect(typeof read.menuVisible === 'boolean' && typeof read.optionsVisible === 'boolean').toBe(true);
        expect(read.reasons.every((reason) => isString(reason.code) && isString(reason.label.id) && isString(reason.label.en))).toBe(true);
      }
    });
  });

  it('offline stores: a code, a name, an address and a city each, and hours or null', () => {
    forEveryAnswer([{ code: 'OFF-1', name: 'Toko', address: 'Jl. Satu', city: 'Bandung', openingHours: null }], (raw) => {
      for (const store of normaliseOfflineMerchants(raw)) {
        expect([store.code, store.name, store.address, store.city].every((text) => isString(text) && text !== '')).toBe(true);
        expect(store.openingHours === null || isString(store.openingHours)).toBe(true);
      }
    });
  });

  it('seller ratings: a rating of 0 to 5 or null with a count and badge codes; badges and lines with both languages', () => {
    forEveryAnswer({ merchantCode: 'AER-1', rating: 4.8, ratingCount: 3, badges: ['TOP_SELLER'] }, (raw) => {
      const store = normaliseStoreRating(raw);
      if (store) {
        expect(store.rating === null || (store.rating >= 0 && store.rating <= 5)).toBe(true);
        expect(Number.isInteger(store.count) && store.badges.every(isString)).toBe(true);
      }
    });
    forEveryAnswer([{ code: 'TOP_SELLER', name: { id: 'Penjual', en: 'Seller' }, description: { id: 'Baik', en: 'Good' } }], (raw) => {
      for (const badge of [...normaliseBadgeInfo(raw), ...normaliseBadgeInfo(JSON.stringify(raw))])
        expect([badge.name.id, badge.name.en, badge.description.en].every(isString)).toBe(true);
    });
    forEveryAnswer({ rating: [{ id: 'Satu', en: 'One' }], noRating: [] }, (raw) => {
      const info = normaliseRatingInfo(raw);
      expect([...info.rating, ...info.noRating].every((line) => isString(line.id) && isString(line.en))).toBe(true);
    });
  });

  it('share link: an https address, or null', () => {
    forEveryAnswer({ link: 'https://pasarku.link/Ab3dE6gH' }, (raw) => {
      const link = normaliseShareLink(raw);
      expect(link === null || new URL(link).protocol === 'https:').toBe(true);
    });
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
