// The shopper's bag from the backend (retail or grocery).
import { storefrontOf, type CartDto, type Storefront, type Vendor } from '@pdp/shared-contracts';
import { callBackend } from '../../../shared/http/backend';

const CART_PATHS: Record<Storefront, string> = { RETAIL: 'retail/carts', GROCERY: 'grocery/carts' };

export const getCart = (baseUrl: string, vendor: Vendor) => callBackend<CartDto>(baseUrl, CART_PATHS[storefrontOf(vendor)]);
