// Turns whatever `_summary` answered into a well-formed ProductSummaryDto, or null when it is not a
// product at all. Missing or malformed fields get safe defaults here, so no component ever crashes
// on them.
import type { ProductDetailsDto, ProductSummaryDto, StoreCloseDto } from '@pdp/backend-api/backend';
import {
  ATTRIBUTE_DISPLAYS,
  CAMPAIGN_TAGS,
  CHEAPEST_PRICE_UNITS,
  COMMISSION_TYPES,
  FULFILLMENT_AVAILABILITIES,
  GROCERY_SELLER_GROUPS,
  PRODUCT_TAGS,
  PRODUCT_TYPES,
  USP_TYPES,
  VENDORS,
  WARRANTY_TYPES,
  isOneOf,
} from '@pdp/backend-api/enums';
import { count, isRecord, list, records, safeUrl, text } from '../http/loose-json';

const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function normaliseStoreClose(raw: unknown): StoreCloseDto | undefined {
  if (!isRecord(raw)) return undefined;
  return {
    delayShipping: raw.delayShipping === true,
    ...(isInstant(raw.openAt) ? { openAt: raw.openAt } : {}),
    ...(typeof raw.inactiveDays === 'number' && Number.isFinite(raw.inactiveDays) && raw.inactiveDays > 0
      ? { inactiveDays: Math.trunc(raw.inactiveDays) }
      : {}),
  };
}

function normaliseDetails(raw: unknown, stock: number | null): ProductDetailsDto {
  const details = isRecord(raw) ? raw : {};
  const campaign = isRecord(details.campaignInfo) ? details.campaignInfo : null;
  const warranty = isRecord(details.warranty) && isOneOf(WARRANTY_TYPES, details.warranty.type) ? details.warranty : null;
  const cheapest = isRecord(details.cheapestPrice) ? details.cheapestPrice : null;
  // JSON reads 1e400 as Infinity: a limit must be a finite number.
  const maxQuantity =
    typeof details.maxQuantity === 'number' && Number.isFinite(details.maxQuantity) && details.maxQuantity >= 0
      ? Math.trunc(details.maxQuantity)
      : (stock ?? 1);
  return {
    campaignInfo:
      campaign && isOneOf(CAMPAIGN_TAGS, campaign.tag) && isInstant(campaign.startAt) && isInstant(campaign.endAt) && text(campaign.campaignId) !== ''
        ? {
            campaignId: text(campaign.campaignId),
            tag: campaign.tag,
            name: text(campaign.name),
            startAt: campaign.startAt,
            endAt: campaign.endAt,
            notified: campaign.notified === true,
          }
        : null,
    usps: [...new Set(list(details.usps).filter((usp) => isOneOf(USP_TYPES, usp)))],
    warranty:
      warranty && isOneOf(WARRANTY_TYPES, warranty.type) ? { type: warranty.type, ...(text(warranty.period) ? { period: text(warranty.period) } : {}) } : null,
    cheapestPrice:
      cheapest && isOneOf(CHEAPEST_PRICE_UNITS, cheapest.unit) && count(cheapest.period) > 0 ? { period: count(cheapest.period), unit: cheapest.unit } : null,
    maxQuantity,
  };
}

export function normaliseProductSummary(raw: unknown): ProductSummaryDto | null {
  if (!isRecord(raw)) return null;
  const itemSku = text(raw.itemSku);
  const name = text(raw.name);
  if (itemSku === '' || name === '') return null;

  const price = isRecord(raw.price) ? raw.price : {};
  const offered = count(price.offered);
  const listed = Math.max(count(price.listed), offered);
  const merchant = isRecord(raw.merchant) ? raw.merchant : {};
  const fulfillment = isRecord(raw.fulfillmentTypes) ? raw.fulfillmentTypes : {};
  const statistics = isRecord(raw.statistics) ? raw.statistics : {};
  const availability = (value: unknown) => (isOneOf(FULFILLMENT_AVAILABILITIES, value) ? value : 'UNAVAILABLE');

  const stock = typeof raw.stock === 'number' && Number.isFinite(raw.stock) ? Math.max(0, Math.trunc(raw.stock)) : null;
  return {
    vendor: isOneOf(VENDORS, raw.vendor) ? raw.vendor : 'RETAIL',
    itemSku,
    productSku: text(raw.productSku),
    productCode: text(raw.productCode),
    name,
    urlFriendlyName:
      text(raw.urlFriendlyName) ||
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/(^-|-$)/g, '') ||
      'produk',
    brand: isRecord(raw.brand) && text(raw.brand.name) !== '' ? { code: text(raw.brand.code), name: text(raw.brand.name) } : null,
    images: records(raw.images)
      .map((image) => ({ full: safeUrl(image.full), thumbnail: safeUrl(image.thumbnail) || safeUrl(image.full), alt: text(image.alt) }))
      .filter((image) => image.full !== ''),
    categories: records(raw.categories)
      .map((category) => ({ id: text(category.id), name: text(category.name) }))
      .filter((category) => category.id !== '' && category.name !== ''),
    price: {
      offered,
      listed,
      discountPercentage: Math.min(Math.round(count(price.discountPercentage)), 100),
    },
    tags: list(raw.tags).filter((tag) => isOneOf(PRODUCT_TAGS, tag)),
    stock,
    statistics: {
      rating: Math.min(count(statistics.rating), 5),
      reviewCount: count(statistics.reviewCount),
      soldCount: count(statistics.soldCount),
    },
    attributes: records(raw.attributes)
      .map((attribute) => ({
        code: text(attribute.code),
        name: text(attribute.name),
        display: isOneOf(ATTRIBUTE_DISPLAYS, attribute.display) ? attribute.display : 'BUTTON',
        values: records(attribute.values)
          .map((value) => ({ value: text(value.value), imageUrl: safeUrl(value.imageUrl) || undefined }))
          .filter((value) => value.value !== ''),
      }))
      .filter((attribute) => attribute.code !== '' && attribute.values.length > 0),
    options: records(raw.options)
      .map((option) => ({
        itemSku: text(option.itemSku),
        selected: option.selected === true,
        available: option.available === true,
        attributes: Object.fromEntries(
          Object.entries(isRecord(option.attributes) ? option.attributes : {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        ),
      }))
      .filter((option) => option.itemSku !== ''),
    type: isOneOf(PRODUCT_TYPES, raw.type) ? raw.type : 'REGULAR',
    fulfillmentTypes: {
      delivery: availability(fulfillment.delivery),
      pickup: availability(fulfillment.pickup),
      selected: fulfillment.selected === 'pickup' ? 'pickup' : 'delivery',
    },
    merchant: {
      code: text(merchant.code),
      name: text(merchant.name),
      url: safeUrl(merchant.url),
      commissionType: isOneOf(COMMISSION_TYPES, merchant.commissionType) ? merchant.commissionType : 'MP',
      storeClose: normaliseStoreClose(merchant.storeClose),
      pickupHours: text(merchant.pickupHours),
      warehouseInfo: text(merchant.warehouseInfo),
      // Spec §3: the locations, the most consolidated first.
      warehouseLocations: records(merchant.warehouseLocations)
        .map((location) => ({ label: text(location.label), consolidation: count(location.consolidation) }))
        .filter((location) => location.label !== '')
        .sort((a, b) => b.consolidation - a.consolidation),
    },
    pickupPointCode: text(raw.pickupPointCode),
    sellerGroup: isOneOf(GROCERY_SELLER_GROUPS, raw.sellerGroup) ? raw.sellerGroup : undefined,
    details: normaliseDetails(raw.details, stock),
  };
}
