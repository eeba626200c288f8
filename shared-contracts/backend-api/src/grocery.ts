// The grocery part of the backend (spec §3 Grocery, §4 Grocery warehouse and Delivery/pickup
// availability, §7 Grocery calls). The spec does not show these paths or shapes; these are ours, and
// the simulator serves exactly them. Every call lives under BACKEND_BASE_PATH.
import type { GrocerySellerGroup, GroceryShippingType, LogisticCode, ShippingCondition } from './enums';
import type { AddToCartRequestDto, GeolocationDto, PickupHourDto } from './backend';
import type { RecommendationDto } from './recommendations';

/** The store a grocery shopper buys from (spec §3: code, group name, pickup point, available). */
export interface GroceryWarehouseDto {
  code: string;
  /** The seller group the store belongs to; nearby stores are matched by it (spec §4). */
  groupName: GrocerySellerGroup;
  /** Where orders of this store are collected, and the code bag lines carry. */
  pickupPoint: string;
  /** The store serves the shopper's address; false marks the address as unserviceable. */
  available: boolean;
}

/**
 * A store near the shopper, as the store picker (GET /grocery/store-picker/nearby?latitude=&longitude=
 * &radiusKm=&limit= : stores of every group, nearest first) and the nearby stores list show it.
 */
export interface GroceryStoreDto extends GroceryWarehouseDto {
  name: string;
  address: string;
  city: string;
  /** From the shopper's location; null without one. */
  distanceKm: number | null;
  /** Hours the shopper can collect an order here; only `available` ones can be used. */
  pickupHours: PickupHourDto[];
}

/** One delivery window; only `available` ones can be chosen (spec §4). */
export interface DeliverySlotDto {
  /** Opaque to the page: sent back as it came when the shopper adds to bag. */
  id: string;
  /** ISO date, the store's calendar day. */
  date: string;
  /** `HH:mm`, the store's local time. */
  start: string;
  end: string;
  status: 'available' | 'full' | 'closed';
}

/** A way the store delivers: now (within hours) or on a scheduled day and window. */
export interface GroceryShippingDto {
  type: GroceryShippingType;
  logisticCode: LogisticCode;
  /** What the shopper pays for delivery, in rupiah. */
  price: number;
  slots: DeliverySlotDto[];
}

/**
 * GET /grocery/products/{id}/slotted-delivery?warehouseCode=&latitude=&longitude= , and the variant
 * that resolves the store by item sku when the shopper has none yet:
 * GET /grocery/slotted-delivery/_resolve?itemSku=&latitude=&longitude= (the location is required:
 * CUSTOMER_GEO_LOCATION_REQUIRED without one).
 */
export interface SlottedDeliveryDto {
  /** The store the answer is for: the one asked for, or the one resolved. */
  warehouse: GroceryStoreDto | null;
  shippings: GroceryShippingDto[];
  /** TURNED_OFF: the store delivers nothing now. */
  conditions: ShippingCondition[];
}

/** GET /common/content/grocery-store-picker-config : a JSON string of these settings. */
export interface StorePickerConfigDto {
  /** Stores farther than this from the shopper are not listed. */
  radiusKm: number;
  /** Most stores the picker lists. */
  maxStores: number;
  /** Where the picker looks when the shopper has given no location. */
  defaultLocation: GeolocationDto;
  /** How long the device may take to say where it is. */
  geolocationTimeoutMs: number;
}

/**
 * POST /grocery/stores/_nearby with this body and the shopper's store in the `x-warehouse-code`
 * header: the stores near the shopper that hold the item, nearest first.
 */
export interface NearbyStoresRequestDto {
  itemSku: string;
  latitude: number;
  longitude: number;
}

/**
 * GET /grocery/checkouts/summary?warehouseCode= : the shopper's grocery bag at that store, read as the
 * page opens. POST to the same path with the same params and an empty body (spec §7 POST "grocery
 * checkout summary (params)") works it out again after the page changed the bag; the same answer.
 * Members only (401). Decision 0069.
 */
export interface GroceryCheckoutSummaryDto {
  /** Units in the bag. */
  itemCount: number;
  subtotal: number;
  deliveryFee: number;
  /** Subtotal from which delivery is free; null: never free. */
  freeDeliveryMinimum: number | null;
  /** The lowest subtotal an order may have. */
  minimumOrder: number;
}

/**
 * The body of POST /grocery/carts/_bulk-update (spec §7 "grocery bulk cart update"): every line a
 * grocery page adds, whatever row it is added from, goes to the grocery bag through this call, from
 * the shopper's store and in their window (the query, `GroceryCartUpdateParams`). A REGULAR add is a
 * bag line per item; a COMBO names its combo (`comboId`, one of each chosen item); a FREE_GIFT has one
 * line, the item, and the gifts chosen with it (`freeGifts`, the criteria met by that line).
 */
export interface GroceryCartUpdateRequestDto extends AddToCartRequestDto {
  comboId?: string;
  freeGifts?: { itemSku: string; pickupPointCode: string }[];
}

/** Query parameters of POST /grocery/carts/_bulk-update. */
export interface GroceryCartUpdateParams {
  warehouseCode: string;
  /** Delivery lines only: how and when the order comes. */
  shippingType?: GroceryShippingType;
  slotId?: string;
}

/**
 * The bulk cart update's answer when the window sent is no longer available (booked out, or past).
 * Not one of spec §8's codes: the page shows the cart catalogue's generic message for it.
 */
export const SLOT_UNAVAILABLE = 'SLOT_UNAVAILABLE';

/** How a grocery bag line reaches the shopper, as the bag shows it. */
export interface GroceryCartDeliveryDto {
  warehouseCode: string;
  warehouseName: string;
  shippingType: GroceryShippingType | null;
  slot: Pick<DeliverySlotDto, 'date' | 'start' | 'end'> | null;
}

/**
 * Products for the shopper's store (spec §9: 18 per page), under GET and POST in spec §7: the page's
 * list reads them (GET /grocery/recommendations?itemSku=&warehouseCode=&page=&itemPerPage=&placement=,
 * these fields as its query); POST /grocery/recommendations takes them as its JSON body (decision 0069).
 */
export interface GroceryRecommendationRequestDto {
  itemSku: string;
  warehouseCode: string | null;
  page: number;
  itemPerPage: number;
  placement: typeof GROCERY_RECOMMENDATION_PLACEMENT;
}

/** A grocery recommendation: the same card as the retail page's. */
export type GroceryRecommendationDto = RecommendationDto;

/** GET /common/content/grocery-wiki-info : a JSON string, one text per language. */
export interface GroceryWikiDto {
  title: string;
  sections: { heading: string; body: string }[];
}

/** Spec §9: grocery recommendations, 18 per page from page 0. */
export const GROCERY_RECOMMENDATIONS_PER_PAGE = 18;
/** Spec §9: the recommendation placement of grocery. */
export const GROCERY_RECOMMENDATION_PLACEMENT = 'grocery-pdp';
/** The header that names the shopper's store on grocery calls that take one. */
export const WAREHOUSE_CODE_HEADER = 'x-warehouse-code';
