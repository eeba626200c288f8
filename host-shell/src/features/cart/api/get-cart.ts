// The shopper's bag from the backend (retail or grocery).
import type { CartDto } from '@pdp/backend-api/cart';
import type { Vendor } from '@pdp/backend-api/enums';
import { storefrontOf, type Storefront } from '@pdp/host-contract/remotes';
import { callBackend } from '../../../shared/http/backend';

const CART_PATHS: Record<Storefront, string> = { RETAIL: 'retail/carts', GROCERY: 'grocery/carts' };

export const getCart = (baseUrl: string, vendor: Vendor) => callBackend<CartDto>(baseUrl, CART_PATHS[storefrontOf(vendor)]);
