// The product config as a server render reads it: cached under the spec's key with an expiry, so
// the call is skipped while cached (spec §4 caching, §9 constants). A failure is not cached: the
// default switches apply to that render and the next one asks again.
import type { ExpiringCache } from '../../cache/expiring-cache';
import type { BackendClient } from '../../http/backend-client';
import { DEFAULT_PRODUCT_CONFIG, type ProductConfig } from '../model/product-config';
import { getProductConfigs } from './get-product-configs';

const PRODUCT_CONFIG_CACHE_KEY = 'productDetail.sivaConfig/productConfig';
const PRODUCT_CONFIG_CACHE_TTL_MS = 5 * 60 * 1000;

export function cachedProductConfigs(cache: ExpiringCache, client: BackendClient): Promise<ProductConfig> {
  return cache.getOrCompute(PRODUCT_CONFIG_CACHE_KEY, PRODUCT_CONFIG_CACHE_TTL_MS, () => getProductConfigs(client)).catch(() => DEFAULT_PRODUCT_CONFIG);
}
