// Plain answers to the page's secondary calls (config, a merchant not followed, the product in no wishlist album, price summary, description, policy, no vouchers,
// no reviews, no questions, no recommendations), shared by both remotes' tests so each test only states what it is about.
import { http, HttpResponse, type JsonBodyType } from 'msw';

export const envelope = (data: JsonBodyType, init: { status?: number; code?: string } = {}) =>
  HttpResponse.json(
    { code: init.status ?? 200, status: init.code ?? 'OK', data },
    { status: init.status ?? 200, headers: { date: 'Sun, 22 Nov 2026 03:00:00 GMT', 'x-b3-traceid': 'abc123' } },
  );

/** Unit price the default price summary charges. */
const DEFAULT_UNIT_PRICE = 629300;

/** The page's secondary calls, answered plainly, for a backend at `base`. */
export const defaultBackendHandlers = (base: string) => [
  http.get(`${base}/common/content/product-configs`, () => envelope(JSON.stringify([{ id: 'contextualPriceEnable', value: 'true' }]))),
  http.get(`${base}/official/merchant-favorites/:code`, ({ params }) => envelope({ merchantCode: String(params.code), followed: false })),
  // Customer care's chat topics: none, so a chat opens on a product question, unless a test serves some.
  http.get(`${base}/common/content/ticket-configs`, () => envelope('[]')),
  // A member's wishlist: the product in no album, unless a test serves some.
  http.get(`${base}/member/wishlist/_product/:id/groups`, () => envelope({ productGroups: [], notifiedProducts: [] })),
  // The store's rating: none yet, and no badge, unless a test serves them.
  http.get(`${base}/common/content/merchant-rating-info`, ({ request }) =>
    envelope({ merchantCode: new URL(request.url).searchParams.get('merchantCode'), rating: null, ratingCount: 0, badges: [] }),
  ),
  // Recommendations of the retail page: none, unless a test serves some.
  http.get(`${base}/search/products/:id/recommendations`, () => envelope([])),
  http.post(`${base}/search/infinite-recommendations`, () => envelope([])),
  http.get(`${base}/product-detail/recommendation/v2/brands`, () => envelope([])),
  http.get(`${base}/product-detail/brand-ads`, () => envelope([])),
  // A signed-in member's product view publishes the quest event (shared/tracking/track.ts).
  http.post(`${base}/quest/publish-event`, () => envelope(true)),
  // The store's highest reviews under the seller: none, unless a test serves some.
  http.get(`${base}/product-review/merchants/:code/reviews`, () => envelope([])),
  http.get(`${base}/product-detail/products/:id/price-summary`, ({ request }) => {
    const quantity = Number(new URL(request.url).searchParams.get('qty'));
    return envelope({
      quantity,
      price: { listed: 899000, offered: DEFAULT_UNIT_PRICE, cashback: 0, total: DEFAULT_UNIT_PRICE * quantity },
      vouchersApplied: [],
      vouchers: [],
      wholesale: [],
      item: { itemSku: 'SPL-1-00001', maxQuantity: 10 },
    });
  }),
  http.get(`${base}/product-detail/products/:id/description`, () => envelope({ html: '<p>Deskripsi singkat.</p>' })),
  http.get(`${base}/common/content/product-copy`, () => envelope(null)),
  http.get(`${base}/wallet/paylater`, () => envelope({ status: 'NOT_REGISTERED' })),
  http.get(`${base}/trade-in/products/:itemSku`, () => envelope({ eligible: false, maxDiscount: 0 })),
  http.get(`${base}/add-on/installations/:itemSku`, () => envelope([])),
  http.get(`${base}/add-on/insurances/:itemSku`, () => envelope([])),
  // A seller takes no quotes unless a test says so (features/quote).
  http.get(`${base}/product-detail/products/:itemSku/quote-terms`, () => envelope(null)),
  http.get(`${base}/product-detail/products/:id/specifications`, () => envelope([])),
  http.get(`${base}/return/sku-items/:id/return-policy`, () => envelope({ returnable: false, freeReturnDays: 0, reasons: [], methods: [] })),
  http.get(`${base}/common/content/return-method-i18n`, () => envelope({})),
  http.get(`${base}/product-detail/products/:id/shipping`, () => envelope(DEFAULT_SHIPPING)),
  http.get(`${base}/product-detail/products/:id/nearest-pickup-point`, () => envelope({ defaultPickupPoint: null, nearestPickupPoint: null })),
  http.get(`${base}/product/products/_basic`, () => envelope([])),
  http.get(`${base}/member/addresses/_default`, () => envelope(null)),
  http.get(`${base}/member/addresses`, () => envelope([])),
  http.get(`${base}/product-detail/products/:id/vouchers`, () => envelope({ recommendedPromotion: null, platformVouchers: [], platformShippingVouchers: [] })),
  http.get(`${base}/product/merchant/vouchers`, () => envelope([])),
  http.get(`${base}/product/merchant/vouchers-info`, () => envelope({ merchantVoucherCount: 0, sellerShippingVouchers: [] })),
  http.get(`${base}/product-review/public-reviews`, () => HttpResponse.json(EMPTY_REVIEWS)),
  // No buyers' photos, unless a test serves some.
  http.get(`${base}/product-review/public-reviews/images`, () =>
    HttpResponse.json({ code: 200, status: 'OK', data: [], paging: { page: 1, itemPerPage: 15, total_item: 0, total_page: 0 } }),
  ),
  http.post(`${base}/product/products/:id/discussions`, () =>
    HttpResponse.json({ code: 200, status: 'OK', data: [], paging: { page: 1, itemPerPage: 3, total_item: 0, total_page: 0 } }),
  ),
];

/** A product nobody reviewed yet (spec §3 Review list response). */
const EMPTY_REVIEWS = {
  code: 200,
  status: 'OK',
  data: [],
  summary: { rating: { average: 0, counts: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } }, count: 0, reviewHighlights: [], sorting: { available: ['POPULAR'] } },
  filters: { topics: [], variants: [] },
  paging: { page: 1, itemPerPage: 10, total_item: 0, total_page: 0 },
};

/** What the default shipping call answers: one regular courier, the best offer. */
export const DEFAULT_SHIPPING = {
  origin: 'Jakarta Barat',
  options: [{ logisticCode: 'STANDARD', name: 'Reguler', price: 15000, etd: { min: 2, max: 4, unit: 'DAY' }, tags: ['BEST_OFFER'] }],
  conditions: [],
};
