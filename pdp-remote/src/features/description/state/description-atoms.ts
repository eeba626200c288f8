// Description and specifications of the shown product, loaded together; a failure leaves the rest
// of the page alone and can be retried.
import type { SpecificationDto } from '@pdp/shared-contracts';
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getDescription } from '../api/get-description';
import { getSpecifications } from '../api/get-specifications';

export interface Description {
  html: string;
  specifications: SpecificationDto[];
}

export const descriptionRequest = keyedRequest(
  (productId: string) => productId,
  async (client, productId): Promise<Description> => {
    const [html, specifications] = await Promise.all([getDescription(client, productId), getSpecifications(client, productId)]);
    return { html, specifications };
  },
);
