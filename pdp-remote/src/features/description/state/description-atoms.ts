// Description and specifications of the shown product, loaded together with the product copy; a
// failure leaves the rest of the page alone and can be retried. The copy is extra: when it fails or is
// malformed the description shows without it (it is not the shopper's to retry).
import type { SpecificationDto } from '@pdp/backend-api/backend';
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getDescription } from '../api/get-description';
import { getSpecifications } from '../api/get-specifications';
import { getProductCopy, type ProductCopy } from '../api/get-product-copy';

export interface Description {
  html: string;
  specifications: SpecificationDto[];
  copy: ProductCopy | null;
}

export const descriptionRequest = keyedRequest(
  (productId: string) => productId,
  async (client, productId, signal): Promise<Description> => {
    const [html, specifications, copy] = await Promise.all([
      getDescription(client, productId),
      getSpecifications(client, productId),
      getProductCopy(client, productId, signal).catch(() => null),
    ]);
    return { html, specifications, copy };
  },
);
