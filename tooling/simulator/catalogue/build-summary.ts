// A product fixture and one of its items → the `_summary` answer.
import type { ProductSummaryDto } from '@pdp/shared-contracts';
import type { ItemFixture, ProductFixture } from './fixture-types';
import { isBuyable } from './load-catalogue';

export function buildSummary(product: ProductFixture, item: ItemFixture): ProductSummaryDto {
  const tags = [...new Set([...product.tags, ...item.tags, ...(item.stock === 0 && !item.tags.includes('COMING_SOON') ? (['OOS'] as const) : [])])];
  const { listed, offered } = item.price;
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
    price: { listed, offered, discountPercentage: listed > 0 ? Math.round(((listed - offered) / listed) * 100) : 0 },
    tags,
    stock: item.stock,
    statistics: product.statistics,
    attributes: product.attributes,
    options: product.items.map((candidate) => ({
      itemSku: candidate.itemSku,
      selected: candidate.itemSku === item.itemSku,
      available: isBuyable(candidate),
      attributes: candidate.attributes,
    })),
    type: product.type,
    fulfillmentTypes: product.fulfillmentTypes ?? { delivery: 'AVAILABLE', pickup: 'UNAVAILABLE', selected: 'delivery' },
    merchant: product.merchant,
    pickupPointCode: product.pickupPointCode ?? `PP-${product.merchant.code}`,
    ...(product.sellerGroup ? { sellerGroup: product.sellerGroup } : {}),
  };
}
