// The product config, fetched once per mount; on failure the default switches apply (spec §4). A
// server render hands in the config it holds in its cache, and then no call is made.
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { requireBackendClientAtom } from '../../http/backend-atoms';
import { DEFAULT_PRODUCT_CONFIG, type ProductConfig } from '../model/product-config';
import { getProductConfigs } from '../api/get-product-configs';

/** Set before the first render when the config is already known (the server's cache). */
export const productConfigSeedAtom = atom<ProductConfig | null>(null);

export const productConfigRequestAtom = atom((get): ProductConfig | Promise<ProductConfig> => {
  const seed = get(productConfigSeedAtom);
  if (seed) return seed;
  return getProductConfigs(get(requireBackendClientAtom)).catch(() => DEFAULT_PRODUCT_CONFIG);
});

/** The config, or null while it loads (callers decide what "not yet" means). */
export const productConfigAtom = unwrap(productConfigRequestAtom, () => null);
