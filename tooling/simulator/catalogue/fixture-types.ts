// The fixture format: one JSON file per product, typed against the contract's DTOs. The simulator
// derives every answer about a product (summary, options, …) from its fixture.
import type {
  BrandDto, CategoryDto, CommissionType, FulfillmentTypesDto, GrocerySellerGroup, ImageDto, ProductTag, ProductType,
  VariantAttributeDto, Vendor,
} from '@pdp/shared-contracts';

export interface ItemFixture {
  itemSku: string;
  /** Attribute code → value, one per product attribute. */
  attributes: Record<string, string>;
  price: { listed: number; offered: number };
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
  merchant: { code: string; name: string; url: string; commissionType: CommissionType; storeClose?: { delayShipping: boolean } };
  type: ProductType;
  tags: ProductTag[];
  statistics: { rating: number; reviewCount: number; soldCount: number };
  attributes: VariantAttributeDto[];
  items: ItemFixture[];
  fulfillmentTypes?: FulfillmentTypesDto;
  pickupPointCode?: string;
  sellerGroup?: GrocerySellerGroup;
  /** Endpoint name → fault spec, applied to every request about this product. */
  faults?: Record<string, string>;
}

export interface AccountFixture {
  id: string;
  name: string;
  email: string;
  password: string;
}
