// Description and specifications of the shown product, loaded together; a failure leaves the rest
// of the page alone and can be retried.
import { atom } from 'jotai';
import type { SpecificationDto } from '@pdp/shared-contracts';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { getDescription } from '../api/get-description';
import { getSpecifications } from '../api/get-specifications';

export interface DescriptionState {
  productId: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  html: string;
  specifications: SpecificationDto[];
}

export const descriptionStateAtom = atom<DescriptionState>({ productId: null, status: 'idle', html: '', specifications: [] });

/** The request under way; an answer to any older one is dropped. */
const descriptionRequestAtom = atom<object | null>(null);

export const loadDescriptionAtom = atom(null, async (get, set, productId: string) => {
  const current = get(descriptionStateAtom);
  if (current.productId === productId && (current.status === 'loaded' || current.status === 'loading')) return;
  const request = {};
  set(descriptionRequestAtom, request);
  set(descriptionStateAtom, { productId, status: 'loading', html: '', specifications: [] });
  try {
    const client = get(requireBackendClientAtom);
    const [html, specifications] = await Promise.all([getDescription(client, productId), getSpecifications(client, productId)]);
    if (get(descriptionRequestAtom) === request) set(descriptionStateAtom, { productId, status: 'loaded', html, specifications });
  } catch {
    if (get(descriptionRequestAtom) === request) set(descriptionStateAtom, { productId, status: 'failed', html: '', specifications: [] });
  }
});
