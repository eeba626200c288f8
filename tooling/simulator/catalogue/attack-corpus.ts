// The attack corpus: hostile strings a seller or a shopper could write, and the products that carry
// them in every text field the simulator serves for a product (name, brand, merchant and its
// warehouses and pickup hours, categories, the variants' names,
// specifications, description, the vouchers' names, titles, terms and recommended promotion, the
// combo's and the free gift's names, the add-ons, the trade-in devices, the subscription benefit's
// notes, the seller's note on quotes, the reviews, the seller's replies, the questions and the answers), and grocery products sold only by grocery stores whose name, address and city are the
// hostile strings. The simulator adds these products and stores only when asked (`attackCorpus`), so the ordinary
// catalogue stays clean; the e2e attack test loads each of them and asserts that nothing executes,
// nothing escapes its box and the layout holds. Each payload that would run reports to
// `window.pdpPwned`, which the test reads.
import type { MerchantVoucherFixture, PlatformVoucherFixture, ProductFixture, ReviewsFixture, StoreFixture, VouchersFixture } from './fixture-types';

const PWN = (label: string) => `(window.pdpPwned=window.pdpPwned||[]).push('${label}')`;

export interface HostileString {
  label: string;
  text: string;
}

export const ATTACK_CORPUS: readonly HostileString[] = [
  { label: 'script tag', text: `<script>${PWN('script')}</script>Sepatu` },
  { label: 'event handler', text: `<img src=x onerror="${PWN('onerror')}">Sepatu` },
  { label: 'attribute breakout', text: `"><svg onload="${PWN('attribute')}"><b title='` },
  { label: 'javascript url', text: `javascript:${PWN('javascript-url')}` },
  { label: 'data url', text: `data:text/html,<script>${PWN('data-url')}</script>` },
  { label: 'script breakout', text: `</script><script>${PWN('script-breakout')}</script>` },
  { label: 'style breakout', text: `</style><img src=x onerror="${PWN('style-breakout')}">` },
  { label: 'protocol-relative and backslash links', text: '//evil.example/beli /\\evil.example/beli' },
  { label: 'css that covers the page', text: '<div style="position:fixed;inset:0;z-index:2147483647;background:#c00">DIBAJAK</div>' },
  { label: 'very long word', text: `Sepatu${'Larisuperringanbanget'.repeat(8)}` },
  { label: 'rtl and zero-width', text: '\u202Eevil\u202C \u200B\u200C\u200D\uFEFF حذاء الجري \u2067اختبار\u2069' },
  { label: 'emoji', text: `${'👟🏃🏽‍♀️🔥👨‍👩‍👧‍👦'.repeat(12)} Sepatu` },
];

/** The description: every payload as HTML, with the tricks seller HTML can play besides. */
export function hostileDescription(text: string, label: string): string {
  return [
    `<p>${text}</p>`,
    `<a href="javascript:${PWN(`${label}-link`)}">Klik</a>`,
    `<a href="//evil.example">Luar</a>`,
    `<img src="/backend/media/tidak-ada.svg" onerror="${PWN(`${label}-img`)}">`,
    '<style>body{display:none}</style>',
    `<iframe srcdoc="<script>${PWN(`${label}-iframe`)}</script>"></iframe>`,
    `<p style="position:fixed;inset:0;background:#c00">${text}</p>`,
    `<table><tr><td>${'X'.repeat(400)}</td></tr></table>`,
  ].join('');
}

/** The base's vouchers with the string in every field a seller or the platform writes; seller voucher ids made the product's own. */
function hostileVouchers(vouchers: VouchersFixture | undefined, text: string, sku: string): VouchersFixture | undefined {
  if (!vouchers) return undefined;
  const platform = (list?: PlatformVoucherFixture[]) => list?.map((voucher) => ({ ...voucher, name: text, terms: [text, ...voucher.terms] }));
  const seller = (list?: MerchantVoucherFixture[]) =>
    list?.map((voucher) => ({ ...voucher, id: `${voucher.id}-${sku}`, name: text, terms: [text, ...voucher.terms] }));
  return {
    recommendedPromotion: { title: text, description: text },
    platform: platform(vouchers.platform),
    platformShipping: platform(vouchers.platformShipping),
    merchant: seller(vouchers.merchant),
    sellerShipping: seller(vouchers.sellerShipping),
  };
}

const hostileItemSku = (sku: string, index: number) => `${sku}-${String(index + 1).padStart(5, '0')}`;

/** The base's reviews with the string in every field a buyer or the seller writes; ids and items made the product's own. */
function hostileReviews(base: ProductFixture, text: string, sku: string): ReviewsFixture | undefined {
  if (!base.reviews) return undefined;
  return {
    highlights: [text],
    list: base.reviews.list.map((review) => ({
      ...review,
      id: `${review.id}-${sku}`,
      message: text,
      // A reviewer of its own: the same id is the same person, name and all, across the catalogue.
      reviewer: { ...review.reviewer, id: `${review.reviewer.id}-${sku}`, name: text },
      itemSku: hostileItemSku(
        sku,
        Math.max(
          0,
          base.items.findIndex((item) => item.itemSku === review.itemSku),
        ),
      ),
      ...(review.reply ? { reply: { ...review.reply, message: text } } : {}),
    })),
  };
}

/** A plain item every hostile product's combo offers beside itself (whose name is the hostile string). */
const COMBO_COMPLEMENT = 'HDP-60010-00001';

/**
 * What every hostile product, retail (`ATK`) or grocery (`ATG`), takes from its string: a copy of
 * `base` under a sku of its own, the string its name, brand, seller and categories.
 */
function hostileCopy(base: ProductFixture, prefix: 'ATK' | 'ATG', text: string, index: number): ProductFixture {
  const sku = `${prefix}-${String(90000 + index)}`;
  return {
    ...structuredClone(base),
    productSku: sku,
    productCode: `MTA-${sku}`,
    name: text,
    brand: { code: `${prefix}${index}`, name: text },
    merchant: { ...base.merchant, code: `${prefix}M-${index}`, name: text },
    categories: base.categories.map((category) => ({ ...category, name: text })),
    items: base.items.map((item, itemIndex) => ({ ...item, itemSku: hostileItemSku(sku, itemIndex) })),
    faults: undefined,
  };
}

/** One product per hostile string, copied from `base` with that string in every text field. */
export function hostileProducts(base: ProductFixture): ProductFixture[] {
  return ATTACK_CORPUS.map(({ text, label }, index) => {
    const product = hostileCopy(base, 'ATK', text, index);
    const sku = product.productSku;
    return {
      ...product,
      urlFriendlyName: `serangan-${index}`,
      merchant: {
        ...product.merchant,
        pickupHours: text,
        warehouseInfo: text,
        warehouseLocations: [{ label: text, consolidation: 1 }],
      },
      // The variants' names, shown by the chooser and the review variant filter (codes and values keep the items' keys).
      attributes: base.attributes.map((attribute) => ({ ...attribute, name: text })),
      specifications: [
        { name: text, value: text },
        { name: 'Bahan', value: text },
      ],
      description: hostileDescription(text, label.replace(/\W+/g, '-')),
      productCopy: { id: { title: text, html: hostileDescription(text, `copy-${label.replace(/\W+/g, '-')}`) } },
      vouchers: hostileVouchers(base.vouchers, text, sku),
      tags: [...base.tags, 'COMBO', 'FREE_GIFT', 'OFFLINE', 'INSTALLMENT_SIMULATION', 'SUBSCRIPTION'],
      loanSimulation: { promoTicker: text, locations: [{ code: 'JABODETABEK', name: text }] },
      addOns: {
        installations: [{ id: 'INST-HOSTILE', name: text, price: 100_000, details: [text] }],
        insurances: [{ id: 'INS-HOSTILE', name: text, price: 50_000, details: [text] }],
      },
      subscription: {
        price: 598_000,
        frequencies: ['WEEKLY', 'MONTHLY'],
        minQuantity: 1,
        maxQuantity: 3,
        discountPercent: 5,
        shippingDiscount: 10_000,
        notes: [text, `Hemat 5% ${text}`],
      },
      quote: { minQuantity: 6, maxQuantity: 500, replyWithinHours: 24, sellerNote: text },
      tradeIn: { maxDiscount: 500_000, categories: [{ code: 'HOSTILE', name: text, subcategories: [{ code: 'HOSTILE-1', name: text, maxPrice: 500_000 }] }] },
      offlineMerchants: [{ code: `OFF-${sku}`, name: text, address: text, city: text, openingHours: text }],
      freeGift: {
        maxNoOfFreeSkus: 1,
        criteria: { type: 'QUANTITY', threshold: 1 },
        items: [
          {
            itemSku: `GFT-${sku}`,
            name: text,
            groupId: 'GRP-ATK',
            attributes: [{ name: text, value: text }],
            pickupPointCode: 'PP-ATK',
            pickupPointName: text,
          },
        ],
      },
      combo: {
        comboId: `CMB-${sku}`,
        name: text,
        bundlingCatalogId: `BND-${sku}`,
        minimumItems: 2,
        discountPercent: 10,
        complementaryItemSkus: [COMBO_COMPLEMENT],
      },
      reviews: hostileReviews(base, text, sku),
      questions: (base.questions ?? []).map((question) => ({
        ...question,
        id: `${question.id}-${sku}`,
        question: text,
        askedBy: text,
        answers: question.answers.map((answer) => ({ ...answer, id: `${answer.id}-${sku}`, answer: text, answeredBy: text })),
      })),
    };
  });
}

/** The grocery store every hostile grocery product's stores are copied from, a few metres apart. */
export const HOSTILE_STORE_BASE = 'WH-RNC-KMG';

/** One grocery store per hostile string, a few metres south of the base store (nearer a shopper south of it). */
export function hostileStores(base: StoreFixture): StoreFixture[] {
  return ATTACK_CORPUS.map(({ text }, index) => ({
    ...structuredClone(base),
    code: `WH-ATK-${index}`,
    pickupPoint: `PP-ATK-${index}`,
    name: text,
    address: text,
    city: text,
    latitude: base.latitude - 0.0001,
  }));
}

/** One grocery product per hostile string, copied from `base`, sold by that string's store and the base's own stores. */
export function hostileGroceryProducts(base: ProductFixture, stores: readonly StoreFixture[]): ProductFixture[] {
  return ATTACK_CORPUS.map(({ text, label }, index) => ({
    ...hostileCopy(base, 'ATG', text, index),
    // The offers whose ids are the base's own (its vouchers, combo, gifts, reviews and questions) stay
    // the base's: the hostile retail products carry each of them with the strings.
    vouchers: undefined,
    combo: undefined,
    freeGift: undefined,
    reviews: undefined,
    questions: undefined,
    tags: base.tags.filter((tag) => tag !== 'COMBO' && tag !== 'FREE_GIFT'),
    urlFriendlyName: `serangan-grocery-${index}`,
    description: hostileDescription(text, `grocery-${label.replace(/\W+/g, '-')}`),
    // Its hostile store serves a shopper near the base store; the base's stores are its neighbours.
    groceryStores: [stores[index]?.code ?? HOSTILE_STORE_BASE, ...(base.groceryStores ?? [])],
  }));
}
