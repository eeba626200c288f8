// GET /search/homepage-recommendation (spec §7): products for the host's home page.
import type { Vendor } from '@pdp/shared-contracts';
import { callBackend } from '../../../shared/http/backend';

export interface FeaturedProduct {
  name: string;
  url: string;
  imageUrl: string;
  vendor: Vendor;
  price: number;
}

export const getFeaturedProducts = (baseUrl: string) => callBackend<FeaturedProduct[]>(baseUrl, 'search/homepage-recommendation');
