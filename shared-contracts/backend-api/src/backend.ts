// The backend envelope of spec §7 and the DTOs the page reads so far. Shapes the spec leaves open are
// ours, and the simulator serves exactly these. Remotes still normalise every response at their
// HTTP boundary: the types say what a healthy backend sends, not what a broken one might.
import type {
  AttributeDisplay,
  CampaignTag,
  CartType,
  CheapestPriceUnit,
  CheckoutStatus,
  CommissionType,
  FulfillmentAvailability,
  GrocerySellerGroup,
  LogisticCode,
  LogisticTag,
  ProductTag,
  ProductType,
  ReturnReason,
  ShippingCondition,
  UspType,
  Vendor,
  WarrantyType,
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

/** Where a store ships from (spec §3 Merchant): the place's label and its consolidation number. */
export interface WarehouseLocationDto {
  label: string;
  /** How much of the store's stock is consolidated there; the page lists the highest first. */
  consolidation: number;
}

export interface MerchantDto {
  code: string;
  name: string;
  url: string;
  commissionType: CommissionType;
  storeClose?: StoreCloseDto;
  /** The store's own words on when orders can be picked up (our shape: text the seller writes). */
  pickupHours?: string;
  /** Sorted by consolidation, highest first, once the remote has read them. */
  warehouseLocations?: WarehouseLocationDto[];
  /** The store's own words on its warehouses (our shape: text the seller writes). */
  warehouseInfo?: string;
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

/** A product copy text: a heading and HTML, which must be sanitised before it is rendered. */
export interface ProductCopyTextDto {
  title: string;
  html: string;
}

/**
 * GET /common/content/product-copy?productId= (spec §3, §7 "product copy"; the query and shape are
 * ours): the marketplace's own copy about the product (the official warranty, how it is serviced),
 * in Indonesian and, when written, English; null when the product has none. Since 1.18.
 */
export interface ProductCopyDto {
  id: ProductCopyTextDto;
  en?: ProductCopyTextDto;
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

// ---- Buying and fulfillment (retail buying issue) ----

export type FulfillmentKind = FulfillmentTypesDto['selected'];

/** One line of an add-to-bag or quick-checkout request. */
export interface CartLineRequestDto {
  itemSku: string;
  quantity: number;
  /** Where the item ships from, or where the shopper collects it. */
  pickupPointCode: string;
  fulfillment: FulfillmentKind;
  /** The add-ons bought with the item (`AddOnDto.id`, contract add-ons.ts); since 1.22. */
  addOns?: string[];
}

/** POST /retail/carts/_add-bulk */
export interface AddToCartRequestDto {
  cartType: CartType;
  items: CartLineRequestDto[];
  /**
   * The shopper confirmed the CNC_ITEM_EXISTS / NON_CNC_ITEM_EXISTS modal: add anyway, the line then
   * ships (or is collected) the way this request says.
   */
  confirmFulfillmentChange?: boolean;
}

export interface AddToCartResultDto {
  /** Lines in the shopper's bag of this vendor after the add. */
  cartCount: number;
}

/** POST /retail/checkouts/_quick (query: `source=PDP`; buy now on the grocery page adds its GroceryCartUpdateParams). */
export interface QuickCheckoutRequestDto {
  items: CartLineRequestDto[];
}

/**
 * READY_CHECKOUT and CHECKOUT_SUCCESS: a checkout was made, the shopper goes to
 * `/retail/checkout/{checkoutId}`. SKIP_CHECKOUT: this item cannot be checked out alone, it was put
 * in the bag instead and the shopper goes to the bag. CHECKOUT_FAILED: nothing was made.
 */
export interface QuickCheckoutResultDto {
  status: CheckoutStatus;
  checkoutId: string | null;
  /** Lines in the bag after a SKIP_CHECKOUT. */
  cartCount?: number;
}

/**
 * The field messages some error codes carry (`errors.<field>[0]`), read by the page to fill its own
 * sentence: a quantity, ISO dates, kilograms, kilometres.
 */
export const ERROR_DETAIL_FIELDS = {
  maxQuantity: 'maxQty',
  startDate: 'startDate',
  endDate: 'endDate',
  maxWeightKg: 'maxWeight',
  maxDistanceKm: 'maxDistance',
} as const;

/**
 * POST /product/products/{itemSku}/_notify-me: tell this address when the item is back in stock.
 * Our design: spec §4 and §8 describe notify me (the e-mail rule, the success modal, the NOTIFIED
 * tag) but §7 lists no call for it, so the path is ours, in the style of the spec's other actions
 * (`…/_claim`, `…/_follow`); the simulator serves it (tooling/simulator/handlers/product-details.ts).
 */
export interface NotifyMeRequestDto {
  email: string;
}

/** One region of the address cascade (province, city, district or sub-district). */
export interface RegionDto {
  id: string;
  name: string;
  /** Sub-districts only. */
  postalCode?: string;
  /** Districts and sub-districts: the centre, for pickup-point distances. */
  latitude?: number;
  longitude?: number;
}

export interface GeolocationDto {
  latitude: number;
  longitude: number;
}

/** Where the shopper wants things shipped: kept in storage (spec §3), sent with shipping calls. */
export interface ShippingLocationDto {
  provinceId: string;
  cityId: string;
  districtId: string;
  subDistrictId: string;
  /** e.g. "Kebayoran Baru, Jakarta Selatan". */
  label: string;
  postalCode?: string;
  geolocation?: GeolocationDto;
}

/**
 * GET /member/addresses/_default: the signed-in shopper's main address (spec §3 Address). Our design
 * too: the spec runs address sync for members (§6) without naming its call; the simulator serves it.
 */
export interface UserAddressDto {
  id: string;
  geoLocationProvided: boolean;
  geolocation: GeolocationDto | null;
  recipient: { name: string };
  address: { postalCode: string; subdistrict: string; district: string; city: string; state: string; address: string };
  regionIds: { provinceId: string; cityId: string; districtId: string; subDistrictId: string };
}

/**
 * GET /member/addresses: the signed-in shopper's saved addresses, the main one first, for the address
 * picker (spec §2, §3 Address). The spec does not show the path (§7: the address parts' calls are not
 * shown); decision 0072 chose it. 401 for an anonymous shopper.
 */
export type MemberAddressesDto = UserAddressDto[];

export interface ShippingOptionDto {
  logisticCode: LogisticCode;
  name: string;
  /** What the shopper pays for shipping, in rupiah; 0 with the FREE tag. */
  price: number;
  /** Price before a shipping discount. */
  originalPrice?: number;
  /** Estimated time of delivery. */
  etd: { min: number; max: number; unit: 'HOUR' | 'DAY' };
  tags: LogisticTag[];
}

/** GET /product-detail/products/{id}/shipping?districtId=&subDistrictId=&quantity=&latitude=&longitude= */
export interface ShippingInfoDto {
  /** City the item ships from. */
  origin: string;
  options: ShippingOptionDto[];
  /** TURNED_OFF: the seller ships nothing now; delivery is unavailable. */
  conditions: ShippingCondition[];
}

/** One opening window of a pickup point; only `available` ones can be chosen (spec §4). */
export interface PickupHourDto {
  /** ISO date. */
  date: string;
  /** `HH:mm`, local time of the pickup point. */
  open: string;
  close: string;
  status: 'available' | 'unavailable';
}

export interface PickupPointDto {
  code: string;
  name: string;
  address: string;
  city: string;
  /** From the shopper's location; null without one. */
  distanceKm: number | null;
  pickup: FulfillmentAvailability;
  delivery: FulfillmentAvailability;
  /** Units of the item held here. */
  stock: number;
  pickupHours: PickupHourDto[];
}

/** GET /product-detail/products/{id}/nearest-pickup-point?latitude=&longitude=&pickupPointCode= */
export interface NearestPickupPointDto {
  /** The point the system serves the shopper from now. */
  defaultPickupPoint: PickupPointDto | null;
  /** The point closest to the shopper's location. */
  nearestPickupPoint: PickupPointDto | null;
}

/** GET /product/products/_basic?sku=…&sku=… : what recently viewed shows of each item. */
export interface BasicProductDto {
  itemSku: string;
  productSku: string;
  name: string;
  urlFriendlyName: string;
  imageUrl: string;
  price: PriceDto;
  /** The product's brand, which the `hideRecentProductBrands` config can hide from recently viewed; null without one. Since 1.17. */
  brandCode?: string | null;
}

/** Spec §9: the default country of the region cascade (`/common/region/countries/{countryId}/…`). */
export const DEFAULT_COUNTRY_ID = 'ID';
/** Spec §9: recently viewed keeps at most this many items. */
export const RECENTLY_VIEWED_MAX = 8;
