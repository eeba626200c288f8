// The attack corpus at the component level: the simulator's hostile strings (tooling/simulator/catalogue/
// attack-corpus.ts, imported, never copied) in every field its attack products carry them, answered by
// MSW the way the simulator answers for those products, and the checks jsdom can make of a surface
// showing them: the string is shown as text, and (tooling/jest/attack-corpus-checks.ts, every
// package's) nothing ran, nothing was injected. The browser keeps one page per string at two widths
// for what needs layout (tooling/e2e/attack-corpus.e2e.ts).
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import type { BundleDto, SingleComboDto } from '@pdp/backend-api/combos';
import type { FreeGiftDto } from '@pdp/backend-api/free-gifts';
import type { LoanSimulationOptionsDto } from '@pdp/backend-api/payments';
import type { RecommendationDto } from '@pdp/backend-api/recommendations';
import type { ReviewDto, ReviewListEnvelope, UserReviewDto } from '@pdp/backend-api/reviews';
import type { MerchantVoucherDto } from '@pdp/backend-api/vouchers';
import { productPath } from '@pdp/host-contract/links';
import { ATTACK_CORPUS, hostileDescription, type HostileString } from '../../simulator/catalogue/attack-corpus';
import { envelope } from './default-handlers';
import { aSummary } from './summary-factory';

export { ATTACK_CORPUS, hostileDescription, type HostileString };
// Nothing ran, nothing was injected, the payloads' report and dialogs armed: every package's checks,
// the host's too (tooling/jest/attack-corpus-checks.ts).
export { armTripwiresEachTest, expectNothingRanOrInjected } from './attack-corpus-checks';

/** One hostile string with what the simulator makes of it: its product's ids and path (`ps--ATK-9000n`). */
export interface HostileCase extends HostileString {
  index: number;
  productSku: string;
  /** The retail product page, `/p/serangan-n/ps--ATK-9000n`. */
  path: string;
  /** Its first item, the one the page shows. */
  itemSku: string;
  /** The label as the simulator puts it into the description's payloads (`script-tag`). */
  slug: string;
}

/** Each string of the corpus as `it.each` takes it: its label names the test. */
export const HOSTILE_CASES: readonly HostileCase[] = ATTACK_CORPUS.map(({ label, text }, index) => {
  const productSku = `ATK-${90000 + index}`;
  return {
    label,
    text,
    index,
    productSku,
    path: productPath({ vendor: 'RETAIL', productName: `serangan-${index}`, id: `ps--${productSku}` }),
    itemSku: `${productSku}-00001`,
    slug: label.replace(/\W+/g, '-'),
  };
});

// ---- The hostile product's answers, as the simulator builds them (catalogue/attack-corpus.ts `hostileProducts`) ----

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-22T03:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS).toISOString();
const endsIn = (days: number) => new Date(NOW + days * DAY_MS).toISOString();

/** The tags the simulator adds to its attack base (Aero Run 2: FASHION, RETURNABLE, WHOLESALE) so every section shows. */
const HOSTILE_TAGS = ['FASHION', 'RETURNABLE', 'WHOLESALE', 'COMBO', 'FREE_GIFT', 'OFFLINE', 'INSTALLMENT_SIMULATION', 'SUBSCRIPTION', 'AVAILABLE'] as const;

/** The summary: the string as the name, brand, merchant (its pickup hours and warehouses), categories and variant names. */
function hostileSummary({ text, index, productSku, itemSku }: HostileCase, overrides: Partial<ProductSummaryDto> = {}): ProductSummaryDto {
  const base = aSummary();
  const items = base.options.map((option, position) => ({ ...option, itemSku: `${productSku}-${String(position + 1).padStart(5, '0')}` }));
  return aSummary({
    itemSku,
    productSku,
    productCode: `MTA-${productSku}`,
    name: text,
    urlFriendlyName: `serangan-${index}`,
    brand: { code: `ATK${index}`, name: text },
    categories: base.categories.map((category) => ({ ...category, name: text })),
    attributes: base.attributes.map((attribute) => ({ ...attribute, name: text })),
    options: items,
    tags: [...HOSTILE_TAGS],
    merchant: {
      code: `ATKM-${index}`,
      name: text,
      url: `/merchant/serangan/ATKM-${index}`,
      commissionType: 'CC',
      pickupHours: text,
      warehouseInfo: text,
      warehouseLocations: [{ label: text, consolidation: 1 }],
    },
    details: {
      campaignInfo: null,
      usps: ['RETURN', 'WARRANTY', 'CASH_ON_DELIVERY'],
      warranty: { type: 'DISTRIBUTOR', period: '6 bulan' },
      cheapestPrice: null,
      maxQuantity: 10,
    },
    ...overrides,
  });
}

const voucherTerms = { reward: { type: 'AMOUNT_OFF' as const, value: 100_000, maxAmount: null }, minPurchase: 500_000, endDate: endsIn(10) };

/** The seller's vouchers: each named with the string (ids made the product's own). */
const hostileMerchantVouchers = ({ text, productSku }: HostileCase): MerchantVoucherDto[] => [
  { id: `MV-AER-001-${productSku}`, code: 'AEROHEMAT', name: text, status: 'ACTIVE', remainingQuota: 25, ...voucherTerms },
  { id: `MV-AER-002-${productSku}`, code: 'AERO10', name: text, status: 'ACTIVE', remainingQuota: 0, ...voucherTerms },
];

/** A review of the product: message, reviewer, reply and variant names all the string. */
function hostileReview({ text, productSku }: HostileCase, n: number): ReviewDto {
  return {
    id: `REV-SPL-00${n}-${productSku}`,
    rating: n === 2 ? 4 : 5,
    message: text,
    reviewer: { id: `usr-${n}-${productSku}`, name: text, badge: n === 1 ? 'SUPERHERO' : null },
    createdDate: daysAgo(n + 2),
    variant: [
      { name: text, value: 'Hitam' },
      { name: text, value: '40' },
    ],
    topics: ['QUALITY'],
    likeCounter: 10 - n,
    additionalData: { liked: false },
    images: [],
    reply: { id: `REV-SPL-00${n}-${productSku}-R`, merchantName: text, message: text, createdDate: daysAgo(n + 1) },
  };
}

const hostileReviews = (hostile: HostileCase) => [1, 2, 3].map((n) => hostileReview(hostile, n));

function reviewList(hostile: HostileCase, data: ReviewDto[]): ReviewListEnvelope {
  return {
    code: 200,
    status: 'OK',
    data,
    summary: {
      rating: { average: 4.7, counts: { '5': 2, '4': 1, '3': 0, '2': 0, '1': 0 } },
      count: data.length,
      reviewHighlights: [hostile.text],
      sorting: { available: ['POPULAR', 'LATEST', 'LOWEST'] },
    },
    filters: { topics: [{ topic: 'QUALITY', count: data.length }], variants: [{ name: hostile.text, values: ['Hitam', '40'] }] },
    paging: { page: 1, itemPerPage: 10, total_item: data.length, total_page: 1 },
  };
}

/** A reviewer's reviews (the user summary modal, the seller's reviews): the product's name is the string too. */
const writtenReviews = (hostile: HostileCase): UserReviewDto[] =>
  hostileReviews(hostile).map((review) => ({
    ...review,
    product: { productSku: hostile.productSku, name: hostile.text, urlFriendlyName: `serangan-${hostile.index}` },
  }));

/** The hostile products are the catalogue's best sellers: every list of other products shows the string's. */
const hostileRecommendations = ({ text, index }: HostileCase, count = 3): RecommendationDto[] =>
  Array.from({ length: count }, (_, n) => ({
    itemSku: `ATK-${90000 + ((index + n + 1) % ATTACK_CORPUS.length)}-00001`,
    name: text,
    urlFriendlyName: `serangan-${index}`,
    imageUrl: '/backend/media/sepatu-lari-pria-aero-run-2.svg',
    price: { listed: 899_000, offered: 629_300, discountPercentage: 30 },
  }));

const paged = (data: unknown[], itemPerPage = 10) =>
  HttpResponse.json({ code: 200, status: 'OK', data, paging: { page: 1, itemPerPage, total_item: data.length, total_page: 1 } } as never, {
    headers: { date: 'Sun, 22 Nov 2026 03:00:00 GMT', 'x-b3-traceid': 'abc123' },
  });

/**
 * The simulator's product config (tooling/simulator/handlers/content.ts `PRODUCT_CONFIGS`), which the
 * e2e page reads: the hall of fame, insurances and the other switches on.
 */
const SIMULATOR_PRODUCT_CONFIGS = [
  { id: 'sellerChatEnabled', value: 'true' },
  { id: 'allowedCommissionTypesToChat', value: 'CC,RC,MP,CM,RB' },
  { id: 'contextualPriceEnable', value: 'true' },
  { id: 'hallOfFameEnabled', value: 'true' },
  { id: 'superAppFreeGiftEnabled', value: 'true' },
  { id: 'newInstallmentsEnabled', value: 'true' },
  { id: 'insuranceEnabled', value: 'true' },
  { id: 'excludedSeoKeyword', value: 'murah banget' },
];

/**
 * Every call of the retail page about the hostile product of `hostile`, answered as the simulator
 * answers it with the attack corpus on. Install with the file's server `use(...)`; calls not listed
 * fall through to the plain defaults (`default-handlers.ts`).
 */
/** The hostile product's combo: its name and the primary item's are the string. */
const hostileCombo = ({ text, productSku, itemSku }: HostileCase): SingleComboDto => ({
  comboId: `CMB-${productSku}`,
  name: text,
  bundlingCatalogId: `BND-${productSku}`,
  minimumItems: 2,
  items: [
    {
      itemSku,
      productSku,
      name: text,
      imageUrl: '/backend/media/aero-run-hitam.svg',
      price: { listed: 899_000, offered: 629_300, combo: 566_370 },
      primary: true,
      available: true,
      selected: true,
    },
    {
      itemSku: 'HDP-60010-00001',
      productSku: 'HDP-60010',
      name: 'Headphone Ramai Bass',
      imageUrl: '/backend/media/headphone.svg',
      price: { listed: 500_000, offered: 450_000, combo: 405_000 },
      primary: false,
      available: true,
      selected: true,
    },
  ],
});

export function hostileBackend(hostile: HostileCase, base: string) {
  const { text, productSku, itemSku, slug } = hostile;
  const combo = hostileCombo(hostile);
  const product = `${base}/product-detail/products/:id`;
  return [
    http.get(`${base}/common/content/product-configs`, () => envelope(JSON.stringify(SIMULATOR_PRODUCT_CONFIGS))),
    http.get(`${product}/_summary`, () => envelope(hostileSummary(hostile))),
    http.get(`${product}/price-summary`, ({ request }) => {
      const quantity = Number(new URL(request.url).searchParams.get('qty'));
      return envelope({
        quantity,
        price: { listed: 899_000, offered: 629_300, cashback: 10_000, total: 629_300 * quantity },
        vouchersApplied: [],
        vouchers: [
          { code: 'PDPHEMAT5', name: text },
          { code: 'AEROHEMAT', name: text },
        ],
        wholesale: [
          { minQuantity: 3, maxQuantity: 5, price: 599_000 },
          { minQuantity: 6, maxQuantity: null, price: 579_000 },
        ],
        item: { itemSku, maxQuantity: 10 },
      });
    }),
    http.get(`${product}/description`, () => envelope({ html: hostileDescription(text, slug) })),
    http.get(`${base}/common/content/product-copy`, () => envelope({ id: { title: text, html: hostileDescription(text, `copy-${slug}`) } })),
    http.get(`${product}/specifications`, () =>
      envelope([
        { name: text, value: text },
        { name: 'Bahan', value: text },
      ]),
    ),
    // Vouchers: names, titles, terms and the recommended promotion.
    http.get(`${product}/vouchers`, () =>
      envelope({
        recommendedPromotion: { title: text, description: text },
        platformVouchers: [
          { code: 'PDPHEMAT5', name: text, reward: { type: 'DISCOUNT', value: 5, maxAmount: 50_000 }, minPurchase: 1_000_000, endDate: endsIn(7) },
        ],
        platformShippingVouchers: [
          { code: 'ONGKIRHEMAT', name: text, reward: { type: 'AMOUNT_OFF', value: 20_000, maxAmount: null }, minPurchase: 100_000, endDate: endsIn(14) },
        ],
      }),
    ),
    http.get(`${base}/product/merchant/vouchers`, () => envelope(hostileMerchantVouchers(hostile))),
    http.get(`${base}/product/merchant/vouchers-info`, () =>
      envelope({
        merchantVoucherCount: 2,
        sellerShippingVouchers: [
          {
            id: `SV-AER-001-${productSku}`,
            code: 'AEROONGKIR',
            title: text,
            status: 'ACTIVE',
            remainingQuota: 50,
            ...voucherTerms,
            reward: { type: 'AMOUNT_OFF', value: 15_000, maxAmount: null },
          },
        ],
      }),
    ),
    http.get(`${base}/product-detail/vouchers/:code/tnc`, () => envelope({ terms: [text, 'Terpakai otomatis saat checkout.'] })),
    http.get(`${base}/product-detail/vouchers/shipping/:code/tnc`, () => envelope({ terms: [text, 'Berlaku untuk pengiriman reguler.'] })),
    http.get(`${base}/product-detail/merchant/vouchers/:id/tnc`, () => envelope({ terms: [text, 'Satu voucher untuk satu akun.'] })),
    // Reviews, the seller's replies, the reviewers and the store's reviews.
    http.get(`${base}/product-review/public-reviews/images`, () => paged([], 15)),
    http.get(`${base}/product-review/public-reviews/:id`, ({ params }) => {
      const review = hostileReviews(hostile).find((candidate) => candidate.id === params.id);
      return review ? envelope(review) : envelope(null, { status: 404, code: 'NOT_FOUND' });
    }),
    http.get(`${base}/product-review/public-reviews`, ({ request }) => {
      const pinned = new URL(request.url).searchParams.get('pinnedReviewId');
      const reviews = hostileReviews(hostile);
      const ordered = pinned ? [...reviews.filter((review) => review.id === pinned), ...reviews.filter((review) => review.id !== pinned)] : reviews;
      return HttpResponse.json(reviewList(hostile, ordered));
    }),
    http.get(`${base}/product-review/merchants/:code/reviews`, () => paged(writtenReviews(hostile), 3)),
    ...['product-review/users/:id/summary', 'hall-of-fame/user/:id'].map((path) =>
      http.get(`${base}/${path}`, ({ params }) =>
        envelope({
          id: String(params.id),
          name: text,
          badge: 'SUPERHERO',
          numOfReview: 3,
          numOfMostUsefulReview: 1,
          privateProfile: false,
          currentUser: false,
        }),
      ),
    ),
    ...['product-review/users/:id/reviews', 'hall-of-fame/user/reviews/:id'].map((path) =>
      http.get(`${base}/${path}`, () => paged(writtenReviews(hostile), 5)),
    ),
    // The discussion: questions, askers, answers and who answered.
    http.post(`${base}/product/products/:id/discussions`, () =>
      paged(
        [1, 2].map((n) => ({
          id: `QST-SPL-00${n}-${productSku}`,
          question: text,
          askedBy: { name: text },
          createdDate: daysAgo(n + 1),
          answers: [{ id: `ANS-SPL-00${n}-${productSku}`, answer: text, answeredBy: { name: text, seller: n === 1 }, createdDate: daysAgo(n) }],
        })),
        3,
      ),
    ),
    // The loan simulation's ticker and locations.
    http.get(`${product}/loan-simulation/options`, () => {
      const options: LoanSimulationOptionsDto = {
        downPayment: [62_000, 125_000, 188_000],
        locations: [{ code: 'JABODETABEK', name: text }],
        promoTicker: text,
      };
      return envelope(options);
    }),
    http.post(`${product}/loan-simulation/tenors`, () =>
      envelope([
        { months: 12, monthlyAmount: 46_000, interestPercent: 3, interestType: 'FIXED', promo: true },
        { months: 24, monthlyAmount: 25_500, interestPercent: 8.5, interestType: 'FIXED', promo: false },
      ]),
    ),
    // Add-ons, subscription, quotes, trade-in, offline stores, the free gift, the combo and its bundle.
    http.get(`${base}/add-on/installations/:itemSku`, () => envelope([{ id: 'INST-HOSTILE', name: text, price: 100_000, details: [text] }])),
    http.get(`${base}/add-on/insurances/:itemSku`, () => envelope([{ id: 'INS-HOSTILE', name: text, price: 50_000, details: [text] }])),
    http.get(`${base}/subscription/products/:itemSku`, ({ params }) =>
      envelope({
        itemSku: String(params.itemSku),
        price: 598_000,
        frequencies: ['WEEKLY', 'MONTHLY'],
        minQuantity: 1,
        maxQuantity: 3,
        inCart: false,
        subscriptionId: null,
      }),
    ),
    http.get(`${base}/subscription/products/:itemSku/benefit`, () =>
      envelope({ discountPercent: 5, shippingDiscount: 10_000, notes: [text, `Hemat 5% ${text}`] }),
    ),
    http.get(`${product}/quote-terms`, ({ params }) =>
      envelope({ itemSku: String(params.id), minQuantity: 6, maxQuantity: 500, replyWithinHours: 24, sellerNote: text }),
    ),
    http.get(`${base}/trade-in/products/:itemSku`, () => envelope({ eligible: true, maxDiscount: 500_000 })),
    http.get(`${base}/trade-in/products/:itemSku/category-info`, () =>
      envelope([{ code: 'HOSTILE', name: text, subcategories: [{ code: 'HOSTILE-1', name: text, maxPrice: 500_000 }] }]),
    ),
    http.get(`${base}/product/products/:id/offline-merchants`, () =>
      envelope([{ code: `OFF-${productSku}`, name: text, address: text, city: text, openingHours: text }]),
    ),
    http.get(`${product}/free-gift`, () => {
      const gift: FreeGiftDto = {
        maxNoOfFreeSkus: 1,
        criteria: { type: 'QUANTITY', threshold: 1 },
        complimentaryItems: [
          {
            itemSku: `GFT-${productSku}`,
            name: text,
            groupId: 'GRP-ATK',
            attributes: [{ name: text, value: text }],
            pickupPointCode: 'PP-ATK',
            pickupPointName: text,
            imageUrl: null,
            selected: false,
          },
        ],
      };
      return envelope(gift);
    }),
    http.get(`${base}/product/products/:id/single-combo`, () => envelope(combo)),
    // The bundle the combo links to (the bundling catalog page): the combo's name and items.
    http.get(`${base}/product/bundles/:bundleId`, () =>
      envelope({ bundleId: combo.bundlingCatalogId, comboId: combo.comboId, name: combo.name, items: combo.items } satisfies BundleDto),
    ),
    // Lists of other products: the hostile products are the catalogue's best sellers, their brands its brands.
    http.get(`${base}/search/products/:id/recommendations`, () => paged(hostileRecommendations(hostile), 18)),
    http.post(`${base}/search/products/:id/recommendations`, () => paged(hostileRecommendations(hostile), 18)),
    http.post(`${base}/search/infinite-recommendations`, () => paged(hostileRecommendations(hostile), 18)),
    http.get(`${base}/search/get-category-recommendations-with-metadata`, () =>
      envelope({ category: { id: '53400', name: text }, products: hostileRecommendations(hostile) }),
    ),
    http.get(`${base}/product-detail/recommendation/v2/brands`, () => envelope([{ brand: { code: `ATK${hostile.index}`, name: text }, productCount: 1 }])),
    http.get(`${base}/product-detail/brand-ads`, () =>
      envelope([{ brand: { code: `ATK${hostile.index}`, name: text }, headline: `Belanja produk ${text} pilihan` }]),
    ),
    http.get(`${base}/product/products/_basic`, () =>
      envelope([
        {
          itemSku,
          productSku,
          name: text,
          urlFriendlyName: `serangan-${hostile.index}`,
          imageUrl: '/backend/media/aero-run-hitam.svg',
          price: { listed: 899_000, offered: 629_300, discountPercentage: 30 },
          brandCode: `ATK${hostile.index}`,
        },
      ]),
    ),
    // A member's wishlist: albums named with the string, made before the name rule (handlers/wishlist.ts).
    http.get(`${base}/member/wishlist/_groups`, () =>
      envelope({
        groups: [
          { id: 'WG-1', name: 'Favorit', itemCount: 0 },
          { id: `WG-H${hostile.index + 1}`, name: text, itemCount: 0 },
        ],
      }),
    ),
    http.post(`${base}/common/share-link`, () => envelope({ link: 'https://pasarku.link/AbCd1234' })),
    // What a server render reads for the head (handlers/products.ts: the name, merchant, brand and categories in the SEO text).
    http.get(`${base}/content/seo`, () =>
      envelope({ description: `Beli ${text} original dari ${text}. Gratis retur 15 hari.`, keywords: [text, text, text, text, 'murah banget'] }),
    ),
    http.get(`${base}/seo/custom-urls`, ({ request }) => envelope({ url: new URL(request.url).searchParams.get('url'), customUrl: hostile.path })),
  ];
}

/**
 * What in a server render's markup would run as the page is parsed: the e2e's own check (a payload's
 * script, an `onerror`/`onload` attribute, a script URL), widened to any script element, handler
 * attribute (an attribute's quote is a real quote; in text it is `&quot;`) and frame.
 */
export const EXECUTABLE_MARKUP =
  /<script[\s>]|\son[a-z]+\s*=\s*["'(]|(?:href|src|action|formaction)\s*=\s*["']?\s*(?:javascript|data):|<(?:iframe|object|embed|frame)[\s>]/i;

/** Text as React writes it into markup (`&`, `<`, `>`, `"`, `'` escaped). */
export const escapedAsText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

// ---- What jsdom can prove of a surface showing the string (nothing ran or injected: see above) ----

/** Whether the string is in `scope`'s text exactly as written (not dropped, trimmed, reordered or parsed). */
export const showsText = (scope: Element, text: string) => (scope.textContent ?? '').includes(text);

/** How many times the string is in `scope`'s text, exactly as written. */
export const timesShown = (scope: Element, text: string) => (scope.textContent ?? '').split(text).length - 1;

/**
 * `waitFor` options for a whole surface to show: time for a busy machine, and on a timeout the last
 * failure as it is (what is missing), not followed by the whole page's markup.
 */
export const UNTIL_SHOWN = { timeout: 10_000, onTimeout: (error: Error) => error };

/** A field a surface shows: its name, where it is (null while it is not there) and how many times the string is in it. */
export type Field = readonly [name: string, scope: Element | null | undefined, times?: number];

/** The fields that do not show the string as text, as often as they should: `[]` when all do. */
export const fieldsNotShowing = (text: string, fields: readonly Field[]): string[] =>
  fields.flatMap(([name, scope, times = 1]) => {
    const shown = scope ? timesShown(scope, text) : 0;
    return shown >= times ? [] : [`${name}: ${scope ? `${shown} of ${times}` : 'not on screen'}`];
  });

const labelOf = (element: Element): string =>
  element.getAttribute('aria-label') ??
  (element.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();

/** The section, region, dialog or navigation labelled `name` (cheaper than a role query over a whole page), or null. */
export function regionNamed(name: string | RegExp, root: ParentNode = document.body): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>('section, [role="region"], [role="dialog"], nav')) {
    const label = labelOf(element);
    if (typeof name === 'string' ? label === name : name.test(label)) return element;
  }
  return null;
}

/** Waits for the region or dialog named `name` to be there with `ready` holding in it, and gives it. */
export function regionShowing(name: string | RegExp, ready: (region: HTMLElement) => unknown = () => true): Promise<HTMLElement> {
  return waitFor(() => {
    const region = regionNamed(name);
    if (!region) throw new Error(`no region or dialog named ${String(name)}`);
    if (!ready(region)) throw new Error(`${String(name)} is there, not ready yet`);
    return region;
  }, UNTIL_SHOWN);
}
