// What search engines read of a product page: a description, keywords without the excluded ones
// (product config), and schema.org `Product` data with its offer and, when reviewed, its rating.
import type { ProductSummaryDto } from '@pdp/backend-api/backend';

const SCHEMA = 'https://schema.org';

export type Availability = 'InStock' | 'OutOfStock' | 'PreOrder' | 'LimitedAvailability';

/** Keywords minus the excluded ones, compared without case or surrounding spaces. */
export function seoKeywords(keywords: readonly string[], excluded: readonly string[]): string[] {
  const banned = new Set(excluded.map((keyword) => keyword.trim().toLowerCase()));
  return keywords.map((keyword) => keyword.trim()).filter((keyword) => keyword !== '' && !banned.has(keyword.toLowerCase()));
}

interface StructuredDataInput {
  description: string;
  /** Absolute URL of the page. */
  pageUrl: string;
  availability: Availability;
}

export function productStructuredData(summary: ProductSummaryDto, { description, pageUrl, availability }: StructuredDataInput): Record<string, unknown> {
  const { statistics } = summary;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: summary.name,
    image: summary.images.map((image) => image.full),
    sku: summary.itemSku,
    productID: summary.productSku,
    ...(summary.brand ? { brand: { '@type': 'Brand', name: summary.brand.name } } : {}),
    ...(description ? { description } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: summary.price.offered,
      priceCurrency: 'IDR',
      availability: `${SCHEMA}/${availability}`,
      seller: { '@type': 'Organization', name: summary.merchant.name },
    },
    ...(statistics.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: statistics.rating, reviewCount: statistics.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
