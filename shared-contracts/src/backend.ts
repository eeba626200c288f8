// The backend envelope of spec §7 and the DTOs the page reads so far. Shapes the spec leaves open are
// ours, and the simulator serves exactly these. Remotes still normalise every response at their
// HTTP boundary: the types say what a healthy backend sends, not what a broken one might.
import type {
  AttributeDisplay, CampaignTag, CheapestPriceUnit, CommissionType, FulfillmentAvailability, GrocerySellerGroup, ProductTag,
  ProductType, ReturnReason, UspType, Vendor, WarrantyType,
} from './enums';

/** Backend base path; every call of spec §7 lives under it. */
export const BACKEND_BASE_PATH = '/backend';

export interface Paging {
  page: number;
  itemPerPage: number;
  total_item: number;
  total_page: number;
}

/** The one envelope every `/backend` answer uses. `errors` holds field messages, e.g. `errors.voucher[0]`. */
export interface BackendEnvelope<T> {
  code: number;
  status: string;
  data: T;
  paging?: Paging;
  errors?: Record<string, string[]>;
}

export interface ImageDto {
  full: string;
  thumbnail: string;
  alt?: string;
}

export interface CategoryDto {
  id: string;
  name: string;
}

export interface BrandDto {
  code: string;
  name: string;
}

export interface PriceDto {
  /** Price before discount, in rupiah. */
  listed: number;
  /** Price the shopper pays, in rupiah (cashback included). */
  offered: number;
  discountPercentage: number;
}

/** One variant attribute and how it is displayed (IMAGE swatches, BUTTON chips or a DROPDOWN). */
export interface VariantAttributeDto {
  code: string;
  name: string;
  display: AttributeDisplay;
  values: { value: string; imageUrl?: string }[];
}

/** One purchasable item of the product: its attribute values and whether it is the one shown. */
export interface ProductOptionDto {
  itemSku: string;
  selected: boolean;
  available: boolean;
  attributes: Record<string, string>;
}

export interface MerchantDto {
  code: string;
  name: string;
  url: string;
  commissionType: CommissionType;
  storeClose?: StoreCloseDto;
}

export interface FulfillmentTypesDto {
  delivery: FulfillmentAvailability;
  pickup: FulfillmentAvailability;
  selected: 'delivery' | 'pickup';
}

export interface ProductSummaryDto {
  vendor: Vendor;
  itemSku: string;
  productSku: string;
  productCode: string;
  name: string;
  urlFriendlyName: string;
  brand: BrandDto | null;
  images: ImageDto[];
  categories: CategoryDto[];
  price: PriceDto;
  tags: ProductTag[];
  /** Units left to sell; null when the backend does not say. */
  stock: number | null;
  statistics: { rating: number; reviewCount: number; soldCount: number };
  attributes: VariantAttributeDto[];
  options: ProductOptionDto[];
  type: ProductType;
  fulfillmentTypes: FulfillmentTypesDto;
  merchant: MerchantDto;
  pickupPointCode: string;
  /** Grocery only: the seller group that suffixes the grocery page-type label. */
  sellerGroup?: GrocerySellerGroup;
  /** Campaign, services and limits of the item (absent from older backends). */
  details?: ProductDetailsDto;
}

export interface CurrentUserDto {
  id: string;
  name: string;
  email: string;
}

export interface CartItemDto {
  itemSku: string;
  name: string;
  quantity: number;
  price: number;
  imageUrl: string;
}

export interface CartDto {
  vendor: Vendor;
  items: CartItemDto[];
}

// ---- Page details (retail page issue): campaign, services, description, price summary, policy ----

export interface CampaignInfoDto {
  campaignId: string;
  tag: CampaignTag;
  name: string;
  /** ISO instants. */
  startAt: string;
  endAt: string;
  /** The shopper asked to be told when it starts. */
  notified: boolean;
}

export interface WarrantyDto {
  type: WarrantyType;
  /** e.g. "1 tahun"; absent for NONE. */
  period?: string;
}

export interface CheapestPriceNoteDto {
  period: number;
  unit: CheapestPriceUnit;
}

export interface StoreCloseDto {
  delayShipping: boolean;
  /** ISO date the store opens again. */
  openAt?: string;
  /** Days the seller has been inactive, for the inactive-seller warning. */
  inactiveDays?: number;
}

export interface ProductDetailsDto {
  campaignInfo: CampaignInfoDto | null;
  usps: UspType[];
  warranty: WarrantyDto | null;
  cheapestPrice: CheapestPriceNoteDto | null;
  /** Highest quantity one order may hold. */
  maxQuantity: number;
}

export interface DescriptionDto {
  /** Seller HTML: it must be sanitised before it is rendered. */
  html: string;
}

export interface SpecificationDto {
  name: string;
  value: string;
}

export interface WholesaleTierDto {
  minQuantity: number;
  maxQuantity: number | null;
  /** Unit price in the tier. */
  price: number;
}

export interface PriceSummaryDto {
  quantity: number;
  price: {
    /** Unit price before discount. */
    listed: number;
    /** Unit price the shopper pays, cashback included. */
    offered: number;
    cashback: number;
    /** offered × quantity, wholesale tier applied. */
    total: number;
  };
  vouchersApplied: { code: string; amount: number }[];
  vouchers: { code: string; name: string }[];
  wholesale: WholesaleTierDto[];
  item: { itemSku: string; maxQuantity: number };
}

export interface ReturnPolicyDto {
  returnable: boolean;
  freeReturnDays: number;
  reasons: ReturnReason[];
  methods: string[];
}

/** `/common/content/product-configs`: a JSON string of id/value pairs. */
export interface ProductConfigEntryDto {
  id: string;
  value: string;
}

// ---- SEO (server rendering issue) ----

/** GET /content/seo?productSku= : text for search engines. */
export interface SeoContentDto {
  description: string;
  keywords: string[];
}

/** GET /seo/custom-urls?url= : the marketing URL that stands for a path, if any. */
export interface SeoCustomUrlDto {
  url: string;
  customUrl: string | null;
}
