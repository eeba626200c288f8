// The fixture types, inferred from the schemas every fixture file is parsed with (decision 0062), so
// a shape is written once: what load-catalogue lets through is exactly what the simulator's code reads.
import type { z } from 'zod';
import type { productSchema } from './product-schema';
import type { accountsSchema, regionsSchema } from './region-schemas';
import type { storesSchema } from './store-schemas';
import type { voucherBaseSchema } from './voucher-schemas';

/** One JSON file per product (`products/*.json`). */
export type ProductFixture = z.infer<typeof productSchema>;
export type ItemFixture = ProductFixture['items'][number];
/** A store holding the product, where the shopper may collect it (Click & Collect). */
export type PickupPointFixture = NonNullable<ProductFixture['pickupPoints']>[number];

export type VouchersFixture = NonNullable<ProductFixture['vouchers']>;
export type VoucherFixtureBase = z.infer<typeof voucherBaseSchema>;
export type PlatformVoucherFixture = NonNullable<VouchersFixture['platform']>[number];
export type MerchantVoucherFixture = NonNullable<VouchersFixture['merchant']>[number];

export type ReviewsFixture = NonNullable<ProductFixture['reviews']>;
export type ReviewFixture = ReviewsFixture['list'][number];
export type QuestionFixture = NonNullable<ProductFixture['questions']>[number];

export type AddOnFixture = NonNullable<ProductFixture['addOns']>['installations'][number];
export type QuoteFixture = NonNullable<ProductFixture['quote']>;
export type SubscriptionFixture = NonNullable<ProductFixture['subscription']>;
export type FreeGiftFixture = NonNullable<ProductFixture['freeGift']>;

/** `accounts.json`: the demo members. */
export type AccountFixture = z.infer<typeof accountsSchema>[number];

/** `regions.json`: the address cascade of one country. */
export type RegionsFixture = z.infer<typeof regionsSchema>;
export type ProvinceFixture = RegionsFixture['provinces'][number];
export type CityFixture = ProvinceFixture['cities'][number];
export type DistrictFixture = CityFixture['districts'][number];
export type SubDistrictFixture = DistrictFixture['subDistricts'][number];

/** `stores.json`: the grocery stores (warehouses) and how they deliver. */
export type StoresFixture = z.infer<typeof storesSchema>;
export type StoreFixture = StoresFixture['stores'][number];
