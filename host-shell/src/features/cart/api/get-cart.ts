// The shopper's bag from the backend (retail or grocery).
import type { CartDto, Vendor } from '@pdp/shared-contracts';
import { callBackend } from '../../../shared/http/backend';

export const getCart = (baseUrl: string, vendor: Vendor) => callBackend<CartDto>(baseUrl, vendor === 'GROCERY' ? 'grocery/carts' : 'retail/carts');
