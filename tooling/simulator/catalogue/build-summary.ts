// A product fixture and one of its items → the `_summary` answer.
import type { CampaignInfoDto, FulfillmentTypesDto, PriceDto, PriceSummaryDto, ProductSummaryDto } from '@pdp/backend-api/backend';
import type { RecommendationDto } from '@pdp/backend-api/recommendations';
import type { ItemFixture, ProductFixture } from './fixture-types';
import { isBuyable } from './load-catalogue';

const DEFAULT_MAX_QUANTITY = 20;
const HOUR = 3_600_000;

/** Campaign times around the current hour, so an ongoing sale is always on and an upcoming one always ahead. */
function campaignInfo(product: ProductFixture, now: number, notified: boolean): CampaignInfoDto | null {
  const campaign = product.campaign;
  if (!campaign) return null;
  const hour = Math.floor(now / HOUR) * HOUR;
  const [start, end] = campaign.phase === 'ONGOING' ? [hour - HOUR, hour + 2 * HOUR] : [hour + 2 * HOUR, hour + 4 * HOUR];
  return {
    campaignId: campaign.campaignId,
    tag: campaign.tag,
    name: campaign.name,
    startAt: new Date(start).toISOString(),
    endAt: new Date(end).toISOString(),
    notified,
  };
}

export function maxQuantityOf(product: ProductFixture, item: ItemFixture): number {
  return Math.max(0, Math.min(product.maxQuantity ?? DEFAULT_MAX_QUANTITY, item.stock));
}

const DEFAULT_FULFILLMENT: FulfillmentTypesDto = { delivery: 'AVAILABLE', pickup: 'UNAVAILABLE', selected: 'delivery' };

/** How the item reaches the shopper: its own setting, else the product's, else delivery only. */
export function fulfillmentTypesOf(product: ProductFixture, item: ItemFixture): FulfillmentTypesDto {
  return item.fulfillmentTypes ?? product.fulfillmentTypes ?? DEFAULT_FULFILLMENT;
}

/** The point the item ships from (one of its pickup points when it has them). */
export function pickupPointCodeOf(product: ProductFixture): string {
  return product.pickupPointCode ?? product.pickupPoints?.[0]?.code ?? `PP-${product.merchant.code}`;
}

export function priceOf(item: ItemFixture): PriceDto {
  const { listed, offered } = item.price;
  return { listed, offered, discountPercentage: listed > 0 ? Math.round(((listed - offered) / listed) * 100) : 0 };
}

/** One of a product's items as a recommendation card (retail's and grocery's lists alike). */
export function recommendationOf(product: ProductFixture, item: ItemFixture): RecommendationDto {
  return {
    itemSku: item.itemSku,
    name: product.name,
    urlFriendlyName: product.urlFriendlyName,
    imageUrl: (item.images ?? product.images)[0]?.thumbnail ?? '',
    price: priceOf(item),
  };
}

export interface SummaryContext {
  now: number;
  /** The shopper asked to be told when the campaign starts. */
  notified: boolean;
  /** The shopper asked to be told when the item is back in stock (tag NOTIFIED). */
  stockNotified?: boolean;
}

export function buildSummary(product: ProductFixture, item: ItemFixture, context: SummaryContext): ProductSummaryDto {
  const tags = [
    ...new Set([
      ...product.tags,
      ...item.tags,
      ...(item.stock === 0 && !item.tags.includes('COMING_SOON') ? (['OOS'] as const) : []),
      ...(context.stockNotified ? (['NOTIFIED'] as const) : []),
    ]),
  ];
  return {
    vendor: product.vendor,
    itemSku: item.itemSku,
    productSku: product.productSku,
    productCode: product.productCode,
    name: product.name,
    urlFriendlyName: product.urlFriendlyName,
    brand: product.brand,
    images: item.images ?? product.images,
    categories: product.categories,
    price: priceOf(item),
    tags,
    stock: item.stock,
    statistics: statisticsOf(product),
    attributes: product.attributes,
    options: product.items.map((candidate) => ({
      itemSku: candidate.itemSku,
      selected: candidate.itemSku === item.itemSku,
      available: isBuyable(candidate),
      attributes: candidate.attributes,
    })),
    type: product.type,
    fulfillmentTypes: fulfillmentTypesOf(product, item),
    merchant: product.merchant,
    pickupPointCode: pickupPointCodeOf(product),
    ...(product.sellerGroup ? { sellerGroup: product.sellerGroup } : {}),
    details: {
      campaignInfo: campaignInfo(product, context.now, context.notified),
      usps: product.usps ?? [],
      warranty: product.warranty ?? null,
      cheapestPrice: product.cheapestPrice ?? null,
      maxQuantity: maxQuantityOf(product, item),
    },
  };
}

/** The price summary for a quantity: the wholesale tier it falls in sets the unit price. */
export function buildPriceSummary(product: ProductFixture, item: ItemFixture, quantity: number): PriceSummaryDto {
  const wholesale = item.wholesale ?? [];
  const tier = wholesale.find((entry) => quantity >= entry.minQuantity && (entry.maxQuantity === null || quantity <= entry.maxQuantity));
  const offered = tier ? tier.price : item.price.offered;
  const cashback = item.price.cashback ?? 0;
  return {
    quantity,
    price: { listed: item.price.listed, offered, cashback, total: offered * quantity },
    vouchersApplied: [],
    vouchers: [],
    wholesale,
    item: { itemSku: item.itemSku, maxQuantity: maxQuantityOf(product, item) },
  };
}

/** A product with reviews reports their count and average, so the overview and the reviews agree. */
function statisticsOf(product: ProductFixture): ProductFixture['statistics'] {
  const reviews = product.reviews?.list;
  if (!reviews?.length) return product.statistics;
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return { ...product.statistics, rating: Math.round(average * 10) / 10, reviewCount: reviews.length };
}
