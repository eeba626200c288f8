// The product config, fetched once per mount; on failure the default switches apply (spec §4).
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { DEFAULT_PRODUCT_CONFIG, type ProductConfig } from '../model/product-config';
import { getProductConfigs } from '../api/get-product-configs';

const productConfigRequestAtom = atom(async (get): Promise<ProductConfig> => {
  try {
    return await getProductConfigs(get(requireBackendClientAtom));
  } catch {
    return DEFAULT_PRODUCT_CONFIG;
  }
});

/** The config, or null while it loads (callers decide what "not yet" means). */
export const productConfigAtom = unwrap(productConfigRequestAtom, () => null);
