// The product fixture: one JSON file per product, its parts typed against the contract's DTOs. The
// simulator derives every answer about a product (summary, options, …) from it, so what the schema
// lets through is what the page is tested against.
import type {
  BrandDto,
  CategoryDto,
  CheapestPriceNoteDto,
  MerchantDto,
  ProductCopyDto,
  ProductCopyTextDto,
  SpecificationDto,
  StoreCloseDto,
  VariantAttributeDto,
  WarehouseLocationDto,
  WarrantyDto,
  WholesaleTierDto,
} from '@pdp/backend-api/backend';
import {
  ATTRIBUTE_DISPLAYS,
  CAMPAIGN_TAGS,
  CHECKOUT_STATUSES,
  CHEAPEST_PRICE_UNITS,
  COMMISSION_TYPES,
  GROCERY_SELLER_GROUPS,
  PRODUCT_TAGS,
  PRODUCT_TYPES,
  RETURN_REASONS,
  USP_TYPES,
  VENDORS,
  WARRANTY_TYPES,
} from '@pdp/backend-api/enums';
import type { OfflineMerchantDto } from '@pdp/backend-api/social';
import { z } from 'zod';
import { parseFault } from '../faults';
import { fulfillmentTypesSchema, pickupPointsSchema, shippingSchema } from './fulfillment-schemas';
import { addOnsSchema, comboSchema, freeGiftSchema, loanSimulationSchema, quoteSchema, subscriptionSchema, tradeInSchema } from './offer-schemas';
import { questionsSchema, reviewsSchema } from './review-schemas';
import { amount, describes, flag, image, list, nonEmptyList, object, once, oneOf, problem, sku, text, url } from './schema-kit';
import { vouchersSchema } from './voucher-schemas';

const ISO_DATE = 'must be an ISO date';

const storeCloseSchema = describes<StoreCloseDto>()(
  object({
    delayShipping: flag,
    openAt: z
      .string({ error: ISO_DATE })
      .refine((value) => !Number.isNaN(Date.parse(value)), ISO_DATE)
      .optional(),
    inactiveDays: amount.optional(),
  }),
);

const merchantSchema = describes<MerchantDto>()(
  object({
    code: text,
    name: text,
    url,
    commissionType: oneOf(COMMISSION_TYPES),
    storeClose: storeCloseSchema.optional(),
    pickupHours: text.optional(),
    warehouseLocations: list(describes<WarehouseLocationDto>()(object({ label: text, consolidation: amount }))).optional(),
    warehouseInfo: text.optional(),
  }),
);

const attributeSchema = describes<VariantAttributeDto>()(
  object({
    code: text,
    name: text,
    display: oneOf(ATTRIBUTE_DISPLAYS),
    values: nonEmptyList(describes<VariantAttributeDto['values'][number]>()(object({ value: text, imageUrl: url.optional() }))),
  }),
);

const wholesaleTierSchema = describes<WholesaleTierDto>()(
  object({
    minQuantity: amount.min(2, 'must be 2 or more'),
    maxQuantity: amount.nullable(),
    price: amount,
  }),
);

const productCopyTextSchema = describes<ProductCopyTextDto>()(object({ title: text, html: text }));

const itemSchema = object({
  itemSku: sku,
  /** Attribute code → value, one per product attribute. */
  attributes: z.record(z.string(), text, { error: 'must be an object' }),
  price: object({ listed: amount, offered: amount, cashback: amount.optional() }).superRefine((price, context) => {
    if (price.offered > price.listed) problem(context, ['offered'], 'must not exceed the listed price');
  }),
  wholesale: list(wholesaleTierSchema).optional(),
  /** Units left; 0 means out of stock. */
  stock: amount,
  tags: list(oneOf(PRODUCT_TAGS)),
  images: list(image).optional(),
  /** This item's fulfillment, over the product's (e.g. a colour that cannot be delivered). */
  fulfillmentTypes: fulfillmentTypesSchema.optional(),
});

/** A fault spec as `parseFault` reads it, so a typo fails at start-up rather than on the request it was for. */
const faultSpec = text.superRefine((spec, context) => {
  try {
    parseFault(spec);
  } catch (error) {
    problem(context, [], error instanceof Error ? error.message : String(error));
  }
});

export const productSchema = object({
  productSku: sku,
  vendor: oneOf(VENDORS),
  /** DELETED products answer 410. */
  status: oneOf(['ACTIVE', 'DELETED']),
  name: text,
  urlFriendlyName: text.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens'),
  productCode: text,
  brand: describes<BrandDto>()(object({ code: text, name: text })).nullable(),
  categories: list(describes<CategoryDto>()(object({ id: text, name: text }))),
  images: list(image),
  merchant: merchantSchema,
  type: oneOf(PRODUCT_TYPES),
  tags: list(oneOf(PRODUCT_TAGS)),
  statistics: object({ rating: amount.max(5, 'must be 5 or less'), reviewCount: amount, soldCount: amount }),
  attributes: list(attributeSchema),
  items: nonEmptyList(itemSchema).superRefine((items, context) => {
    const skus = new Set<string>();
    items.forEach((item, index) => once(context, skus, item.itemSku, [index, 'itemSku']));
  }),
  fulfillmentTypes: fulfillmentTypesSchema.optional(),
  /** The point the item ships from; one of `pickupPoints` when it has them. */
  pickupPointCode: sku.optional(),
  pickupPoints: pickupPointsSchema.optional(),
  shipping: shippingSchema.optional(),
  /** What a quick checkout of this product answers unless the session says otherwise (default READY_CHECKOUT). */
  quickCheckout: oneOf(CHECKOUT_STATUSES).optional(),
  sellerGroup: oneOf(GROCERY_SELLER_GROUPS).optional(),
  /** Grocery: the codes of the stores (stores.json) that sell it, each holding the item's stock. */
  groceryStores: list(sku).optional(),
  /** Seller HTML, served as it is: the page must sanitise it. */
  description: text.optional(),
  /** The marketplace's copy about the product (`/common/content/product-copy`), HTML served as it is. */
  productCopy: describes<ProductCopyDto>()(object({ id: productCopyTextSchema, en: productCopyTextSchema.optional() })).optional(),
  specifications: list(describes<SpecificationDto>()(object({ name: text, value: text }))).optional(),
  loanSimulation: loanSimulationSchema.optional(),
  tradeIn: tradeInSchema.optional(),
  addOns: addOnsSchema.optional(),
  /** Subscription (contract subscription.ts), served only while the product or an item is also tagged SUBSCRIPTION. */
  subscription: subscriptionSchema.optional(),
  /** Asking for a quote (contract quote.ts), served only while the product or an item is also tagged WHOLESALE. */
  quote: quoteSchema.optional(),
  usps: list(oneOf(USP_TYPES)).optional(),
  warranty: describes<WarrantyDto>()(object({ type: oneOf(WARRANTY_TYPES), period: text.optional() })).optional(),
  cheapestPrice: describes<CheapestPriceNoteDto>()(object({ period: amount, unit: oneOf(CHEAPEST_PRICE_UNITS) })).optional(),
  /** A campaign running now or starting soon, placed around the current hour so it always is. */
  campaign: object({ campaignId: text, tag: oneOf(CAMPAIGN_TAGS), name: text, phase: oneOf(['ONGOING', 'UPCOMING']) }).optional(),
  returnPolicy: object({ freeReturnDays: amount, reasons: list(oneOf(RETURN_REASONS)), methods: list(text) }).optional(),
  freeGift: freeGiftSchema.optional(),
  combo: comboSchema.optional(),
  /** The platform's and the seller's vouchers for the product (spec §3 Vouchers). */
  vouchers: vouchersSchema.optional(),
  /** Highest quantity one order may hold (default 20). */
  maxQuantity: amount.optional(),
  /** What buyers wrote about it (spec §3 Review); the summary and filters are computed from them. */
  reviews: reviewsSchema.optional(),
  questions: questionsSchema.optional(),
  /** Physical stores that also sell a product tagged OFFLINE (spec §7 offline-merchants). */
  offlineMerchants: list(
    describes<OfflineMerchantDto>()(object({ code: text, name: text, address: text, city: text, openingHours: text.nullable() })),
  ).optional(),
  /** Endpoint name → fault spec, applied to every request about this product. */
  faults: z.record(z.string(), faultSpec, { error: 'must be an object' }).optional(),
}).superRefine((product, context) => {
  // Each item names a value for every attribute of the product, and for no other.
  const codes = new Set(product.attributes.map((attribute) => attribute.code));
  product.items.forEach((item, index) => {
    for (const code of codes) if (item.attributes[code] === undefined) problem(context, ['items', index, 'attributes', code], 'must be a non-empty string');
    for (const code of Object.keys(item.attributes))
      if (!codes.has(code)) problem(context, ['items', index, 'attributes', code], 'is not one of the product attributes');
  });
  if (product.pickupPointCode !== undefined && product.pickupPoints && !product.pickupPoints.some((point) => point.code === product.pickupPointCode))
    problem(context, ['pickupPointCode'], 'must be the code of one of the pickupPoints');
  const itemSkus = new Set(product.items.map((item) => item.itemSku));
  product.reviews?.list.forEach((review, index) => {
    if (!itemSkus.has(review.itemSku)) problem(context, ['reviews', 'list', index, 'itemSku'], "must be one of the product's items");
  });
  if (product.vendor === 'GROCERY' && product.sellerGroup === undefined) problem(context, ['sellerGroup'], 'is required for grocery products');
  if (product.vendor !== 'GROCERY' && product.groceryStores !== undefined) problem(context, ['groceryStores'], 'is for grocery products only');
});
