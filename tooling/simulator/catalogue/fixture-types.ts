// The fixture format: one JSON file per product, typed against the contract's DTOs. The simulator
// derives every answer about a product (summary, options, …) from its fixture.
import type {
  BrandDto, CampaignTag, CategoryDto, CheapestPriceNoteDto, CommissionType, FulfillmentTypesDto, GrocerySellerGroup, ImageDto,
  ProductTag, ProductType, ReturnReason, SpecificationDto, StoreCloseDto, UspType, VariantAttributeDto, Vendor, WarrantyDto,
  WholesaleTierDto,
} from '@pdp/shared-contracts';

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
  merchant: { code: string; name: string; url: string; commissionType: CommissionType; storeClose?: StoreCloseDto };
  type: ProductType;
  tags: ProductTag[];
  statistics: { rating: number; reviewCount: number; soldCount: number };
  attributes: VariantAttributeDto[];
  items: ItemFixture[];
  fulfillmentTypes?: FulfillmentTypesDto;
  pickupPointCode?: string;
  sellerGroup?: GrocerySellerGroup;
  /** Seller HTML, served as it is: the page must sanitise it. */
  description?: string;
  specifications?: SpecificationDto[];
  usps?: UspType[];
  warranty?: WarrantyDto;
  cheapestPrice?: CheapestPriceNoteDto;
  /** A campaign running now or starting soon, placed around the current hour so it always is. */
  campaign?: { campaignId: string; tag: CampaignTag; name: string; phase: 'ONGOING' | 'UPCOMING' };
  returnPolicy?: { freeReturnDays: number; reasons: ReturnReason[]; methods: string[] };
  /** Highest quantity one order may hold (default 20). */
  maxQuantity?: number;
  /** Endpoint name → fault spec, applied to every request about this product. */
  faults?: Record<string, string>;
}

export interface AccountFixture {
  id: string;
  name: string;
  email: string;
  password: string;
}
