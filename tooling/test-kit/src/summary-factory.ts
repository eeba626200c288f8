// Builds `_summary` payloads for tests: a two-attribute shoe by default, overridable field by field.
import type { CampaignInfoDto, ProductSummaryDto } from '@pdp/backend-api/backend';

export function aSummary(overrides: Partial<ProductSummaryDto> = {}): ProductSummaryDto {
  return {
    vendor: 'RETAIL',
    itemSku: 'SPL-1-00001',
    productSku: 'SPL-1',
    productCode: 'MTA-SPL-1',
    name: 'Sepatu Lari Aero',
    urlFriendlyName: 'sepatu-lari-aero',
    brand: { code: 'AERO', name: 'Aero' },
    images: [{ full: '/media/aero.svg', thumbnail: '/media/aero-t.svg' }],
    categories: [
      { id: '53000', name: 'Olahraga' },
      { id: '53400', name: 'Sepatu Lari' },
    ],
    price: { listed: 899000, offered: 629300, discountPercentage: 30 },
    tags: ['AVAILABLE'],
    stock: 12,
    statistics: { rating: 4.7, reviewCount: 1280, soldCount: 5400 },
    attributes: [
      { code: 'warna', name: 'Warna', display: 'IMAGE', values: [{ value: 'Hitam', imageUrl: '/media/h.svg' }, { value: 'Putih' }, { value: 'Biru' }] },
      { code: 'ukuran', name: 'Ukuran', display: 'BUTTON', values: [{ value: '40' }, { value: '41' }] },
    ],
    options: [
      { itemSku: 'SPL-1-00001', selected: true, available: true, attributes: { warna: 'Hitam', ukuran: '40' } },
      { itemSku: 'SPL-1-00002', selected: false, available: true, attributes: { warna: 'Hitam', ukuran: '41' } },
      { itemSku: 'SPL-1-00003', selected: false, available: true, attributes: { warna: 'Putih', ukuran: '40' } },
      { itemSku: 'SPL-1-00004', selected: false, available: false, attributes: { warna: 'Biru', ukuran: '41' } },
    ],
    type: 'REGULAR',
    fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'UNAVAILABLE', selected: 'delivery' },
    merchant: { code: 'AER-1', name: 'Aero Official', url: '/merchant/aero/AER-1', commissionType: 'CC' },
    pickupPointCode: 'PP-1',
    details: { campaignInfo: null, usps: [], warranty: null, cheapestPrice: null, maxQuantity: 10 },
    ...overrides,
  };
}

/**
 * A flash sale running 02:00–04:00 GMT on 2026-11-22 (the test backend's date header says 03:00:00
 * GMT), overridable field by field.
 */
export const aCampaign = (overrides: Partial<CampaignInfoDto> = {}): CampaignInfoDto => ({
  campaignId: 'FS-1',
  tag: 'FLASH_SALE_CAMPAIGN',
  name: 'Flash Sale Pagi',
  startAt: '2026-11-22T02:00:00.000Z',
  endAt: '2026-11-22T04:00:00.000Z',
  notified: false,
  ...overrides,
});
