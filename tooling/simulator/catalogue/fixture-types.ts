// The fixture format: one JSON file per product, typed against the contract's DTOs. The simulator
// derives every answer about a product (summary, options, …) from its fixture.
import type { AddOnDto } from '@pdp/backend-api/add-ons';
import type {
  BrandDto,
  CategoryDto,
  CheapestPriceNoteDto,
  MerchantDto,
  FulfillmentTypesDto,
  ImageDto,
  ProductCopyDto,
  ShippingOptionDto,
  SpecificationDto,
  UserAddressDto,
  VariantAttributeDto,
  WarrantyDto,
  WholesaleTierDto,
} from '@pdp/backend-api/backend';
import type {
  CampaignTag,
  CheckoutStatus,
  FulfillmentAvailability,
  FreeGiftCriteria,
  GrocerySellerGroup,
  ProductTag,
  ProductType,
  ReturnReason,
  ShippingCondition,
  UspType,
  Vendor,
  VoucherStatus,
} from '@pdp/backend-api/enums';
import type { LoanLocationDto, PayLaterStatus } from '@pdp/backend-api/payments';
import type { ReviewBadge, ReviewRating, ReviewTopic } from '@pdp/backend-api/reviews';
import type { OfflineMerchantDto } from '@pdp/backend-api/social';
import type { SubscriptionFrequency } from '@pdp/backend-api/subscription';
import type { TradeInCategoryDto } from '@pdp/backend-api/trade-in';
import type { RecommendedPromotionDto, VoucherRewardDto } from '@pdp/backend-api/vouchers';

export interface ItemFixture {
  itemSku: string;
  /** Attribute code → value, one per product attribute. */
  attributes: Record<string, string>;
  price: { listed: number; offered: number; cashback?: number };
  wholesale?: WholesaleTierDto[];
  /** Units left; 0 means out of stock. */
  stock: number;
  tags: ProductTag[];
  images?: ImageDto[];
  /** This item's fulfillment, over the product's (e.g. a colour that cannot be delivered). */
  fulfillmentTypes?: FulfillmentTypesDto;
}

/** A store holding the product, where the shopper may collect it (Click & Collect). */
export interface PickupPointFixture {
  code: string;
  name: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  /** Units held here; 0: none to collect. */
  stock: number;
  /** Default: AVAILABLE when stock > 0, else UNAVAILABLE. */
  pickup?: FulfillmentAvailability;
  /** Default: AVAILABLE. */
  delivery?: FulfillmentAvailability;
  /** Opening hours (`HH:mm`, local time) and the weekdays it is closed (0 = Sunday). */
  hours: { open: string; close: string; closedWeekdays?: number[] };
}

/** What `/shipping` answers for the product; without `options` a default set is served. */
interface ShippingFixture {
  /** City the item ships from. */
  origin: string;
  options?: ShippingOptionDto[];
  conditions?: ShippingCondition[];
}

export interface ProductFixture {
  productSku: string;
  vendor: Vendor;
  /** DELETED products answer 410. */
  status: 'ACTIVE' | 'DELETED';
  name: string;
  urlFriendlyName: string;
  productCode: string;
  brand: BrandDto | null;
  categories: CategoryDto[];
  images: ImageDto[];
  merchant: MerchantDto;
  type: ProductType;
  tags: ProductTag[];
  statistics: { rating: number; reviewCount: number; soldCount: number };
  attributes: VariantAttributeDto[];
  items: ItemFixture[];
  fulfillmentTypes?: FulfillmentTypesDto;
  /** The point the item ships from; one of `pickupPoints` when it has them. */
  pickupPointCode?: string;
  pickupPoints?: PickupPointFixture[];
  shipping?: ShippingFixture;
  /** What a quick checkout of this product answers unless the session says otherwise (default READY_CHECKOUT). */
  quickCheckout?: CheckoutStatus;
  sellerGroup?: GrocerySellerGroup;
  /** Grocery: the codes of the stores (stores.json) that sell it, each holding the item's stock. */
  groceryStores?: string[];
  /** Seller HTML, served as it is: the page must sanitise it. */
  description?: string;
  /** The marketplace's copy about the product (`/common/content/product-copy`), HTML served as it is. */
  productCopy?: ProductCopyDto;
  specifications?: SpecificationDto[];
  /** The loan simulation's own ticker and locations (codes of the simulator's regions), instead of the defaults. */
  loanSimulation?: { promoTicker: string | null; locations: LoanLocationDto[] };
  /** Trade-in (contract trade-in.ts): the most a device takes off and the devices taken in; absent: not eligible. */
  tradeIn?: { maxDiscount: number; categories: TradeInCategoryDto[] };
  /** Add-ons (contract add-ons.ts) sold with the item; `available: false` cannot be bought (INSTALLATION_NOT_AVAILABLE). */
  addOns?: { installations: AddOnFixture[]; insurances: AddOnFixture[] };
  /** Subscription (contract subscription.ts), served only while the product or an item is also tagged SUBSCRIPTION. */
  subscription?: SubscriptionFixture;
  /** Asking for a quote (contract quote.ts), served only while the product or an item is also tagged WHOLESALE. */
  quote?: QuoteFixture;
  usps?: UspType[];
  warranty?: WarrantyDto;
  cheapestPrice?: CheapestPriceNoteDto;
  /** A campaign running now or starting soon, placed around the current hour so it always is. */
  campaign?: { campaignId: string; tag: CampaignTag; name: string; phase: 'ONGOING' | 'UPCOMING' };
  returnPolicy?: { freeReturnDays: number; reasons: ReturnReason[]; methods: string[] };
  /** Gifts that come with the item when the criteria are met (spec §3 Free gift). */
  freeGift?: FreeGiftFixture;
  /** A combo bundle with other products' items (spec §3 Combo); the product's items are its primary. */
  combo?: ComboFixture;
  /** The platform's and the seller's vouchers for the product (spec §3 Vouchers). */
  vouchers?: VouchersFixture;
  /** Highest quantity one order may hold (default 20). */
  maxQuantity?: number;
  /** What buyers wrote about it (spec §3 Review); the summary and filters are computed from them. */
  reviews?: ReviewsFixture;
  /** Questions shoppers asked and their answers (spec §3 Discussion), newest first. */
  questions?: QuestionFixture[];
  /** Physical stores that also sell a product tagged OFFLINE (spec §7 offline-merchants). */
  offlineMerchants?: OfflineMerchantDto[];
  /** Endpoint name → fault spec, applied to every request about this product. */
  faults?: Record<string, string>;
}

interface FreeGiftFixture {
  maxNoOfFreeSkus: number;
  criteria: { type: FreeGiftCriteria; threshold: number };
  items: { itemSku: string; name: string; groupId: string; attributes?: { name: string; value: string }[]; pickupPointCode: string; pickupPointName: string }[];
}

interface ComboFixture {
  comboId: string;
  name: string;
  bundlingCatalogId: string;
  /** The fewest items (primary included) the combo takes; at least 2. */
  minimumItems: number;
  /** Percent off each item in the combo. */
  discountPercent: number;
  /** The combo has ended: adding it answers PROMO_HAS_BEEN_EXPIRED. */
  expired?: boolean;
  /** Items of other products offered with it. */
  complementaryItemSkus: string[];
}

/** What every voucher fixture holds; its end date is placed `endsInDays` after now, so it never lapses. */
export interface VoucherFixtureBase {
  reward: VoucherRewardDto;
  minPurchase: number;
  endsInDays: number;
  /** Its terms, a plain-text line each. */
  terms: string[];
}

export interface PlatformVoucherFixture extends VoucherFixtureBase {
  code: string;
  name: string;
}

/** A seller's voucher. Its quota is what is left before this session claims; 0: every claim answers QUOTA_RUN_OUT. */
export interface MerchantVoucherFixture extends VoucherFixtureBase {
  /** Unique in the catalogue: the claim and the terms find it by id. */
  id: string;
  code: string;
  name: string;
  /** CLAIMED is session state, never a fixture's. */
  status: Exclude<VoucherStatus, 'CLAIMED'>;
  remainingQuota: number;
}

export interface VouchersFixture {
  recommendedPromotion?: RecommendedPromotionDto;
  platform?: PlatformVoucherFixture[];
  platformShipping?: PlatformVoucherFixture[];
  merchant?: MerchantVoucherFixture[];
  /** Seller shipping vouchers; `name` is served as `title`. */
  sellerShipping?: MerchantVoucherFixture[];
}

export interface AccountFixture {
  id: string;
  name: string;
  email: string;
  password: string;
  /** The member's main address; its regionIds point into regions.json. */
  address?: UserAddressDto;
  /** The member's pay-later status (`/wallet/paylater`); absent: NOT_REGISTERED. */
  payLater?: PayLaterStatus;
}

/** `regions.json`: the address cascade of one country (spec §7 `/common/region/countries/{countryId}/…`). */
export interface RegionsFixture {
  countryId: string;
  /** Where shipping is estimated for when the shopper has not chosen a location. */
  defaultSubDistrictId: string;
  provinces: ProvinceFixture[];
}

export interface ProvinceFixture {
  id: string;
  name: string;
  cities: CityFixture[];
}

export interface CityFixture {
  id: string;
  name: string;
  districts: DistrictFixture[];
}

export interface DistrictFixture {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** No courier reaches it: shipping answers SHIP_NOT_COVERED. */
  shipNotCovered?: boolean;
  subDistricts: SubDistrictFixture[];
}

export interface SubDistrictFixture {
  id: string;
  name: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  shipNotCovered?: boolean;
}

/** `stores.json`: the grocery stores (warehouses) and how they deliver (spec §3 Grocery). */
export interface StoresFixture {
  /** A store serves addresses at most this far away; farther ones are unserviceable. */
  serviceRadiusKm: number;
  /** The nearby-stores call lists stores at most this far away. */
  nearbyRadiusKm: number;
  /** Scheduled delivery: days ahead offered, from tomorrow. */
  scheduledDays: number;
  /** Scheduled delivery windows of every store, `HH:mm` local time. */
  scheduledWindows: { start: string; end: string }[];
  stores: StoreFixture[];
}

export interface StoreFixture {
  code: string;
  name: string;
  groupName: GrocerySellerGroup;
  /** The pickup point orders of this store are collected from. */
  pickupPoint: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  /** Opening hours for collecting orders, and the weekdays it is closed (0 = Sunday). */
  hours: { open: string; close: string; closedWeekdays?: number[] };
  /** Deliver now (within the next hours) for this price; absent: the store does not deliver now. */
  deliverNowPrice?: number;
  /** Scheduled delivery for this price. */
  scheduledPrice: number;
  /** Scheduled windows (by start time) that are booked out. */
  fullWindows?: string[];
  /** The store delivers nothing now (shipping condition TURNED_OFF). */
  deliveryTurnedOff?: boolean;
  /** The store is closed: it serves no address at all. */
  closed?: boolean;
  /** Delivery is free from this bag subtotal; absent: never. */
  freeDeliveryMinimum?: number;
  minimumOrder: number;
}

export interface ReviewFixture {
  id: string;
  rating: ReviewRating;
  message: string;
  /** The same id names the same reviewer (name, badge, privacy) in every review of the catalogue. */
  reviewer: { id: string; name: string; badge?: ReviewBadge; privateProfile?: boolean };
  /** Written this many days before now. */
  daysAgo: number;
  /** The item bought: its variant values are the review's variant. */
  itemSku: string;
  topics: ReviewTopic[];
  /** Likes of other shoppers (the session's own like adds one). */
  likes: number;
  /** Media names (`/backend/media/{name}.svg`). */
  images?: string[];
  /** Set: ranked first by POPULAR. */
  helpful?: boolean;
  reply?: { message: string; daysAgo: number };
}

export interface ReviewsFixture {
  highlights: string[];
  list: ReviewFixture[];
}

export interface QuestionFixture {
  id: string;
  question: string;
  askedBy: string;
  daysAgo: number;
  answers: { id: string; answer: string; answeredBy: string; seller: boolean; daysAgo: number }[];
}

export interface AddOnFixture extends AddOnDto {
  /** False: offered, but not at the shopper's place now; absent means available. */
  available?: boolean;
}

/** The seller's terms for quotes (contract `QuoteTermsDto` without the sku): one block for all the product's items. */
export interface QuoteFixture {
  /** From 1, at most `maxQuantity`. */
  minQuantity: number;
  maxQuantity: number;
  replyWithinHours: number;
  sellerNote: string;
}

/** How an item is sold by subscription (spec §3, §5, §9): one block for all the product's items. */
export interface SubscriptionFixture {
  /** The price per delivery while subscribed (rupiah). */
  price: number;
  /** The packages offered; at least one. */
  frequencies: SubscriptionFrequency[];
  /** The quantity per delivery, from 1; the cart refuses outside them with INVALID_QUANTITY. */
  minQuantity: number;
  maxQuantity: number;
  /** Percent off the item's price while subscribed, below 100. */
  discountPercent: number;
  /** Rupiah off the shipping of a package of at least Rp50.000. */
  shippingDiscount: number;
  /** The backend's plain-text lines about the benefit, served as they are. */
  notes: string[];
  /** Emails of demo accounts (accounts.json) whose subscription already delivers the product's items. */
  subscribedBy?: string[];
}
