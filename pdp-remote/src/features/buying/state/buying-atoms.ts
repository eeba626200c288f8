// Add to bag and buy now for the shown item. One call at a time: a second click while one is under
// way does nothing (a double click never adds twice). The last request is kept so the Click & Collect
// confirm modal can send it again with the change confirmed. What the shopper chose (variant,
// quantity, way of delivery) lives elsewhere and is never reset by a failure.
import { atom, type Getter } from 'jotai';
import type { CartLineRequestDto, QuickCheckoutResultDto } from '@pdp/backend-api/backend';
import type { GroceryCartUpdateParams } from '@pdp/backend-api/grocery';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import type { BagRequest, StorefrontBag } from '../../../shared/cart/storefront-bag';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { quickCheckout } from '../api/buying-api';
import type { CartOutcome } from '../../../shared/cart/cart-error';

export interface AddedItem {
  /** What the add-to-bag modal's recommendations are for (retail's only: grocery has its own list). */
  itemSku: string;
  name: string;
  imageUrl: string | null;
  quantity: number;
  unitPrice: number;
  variant: string | null;
}

export type BuyingResult =
  | { kind: 'added'; cartCount: number; item: AddedItem }
  | { kind: 'checkout'; result: QuickCheckoutResultDto }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'busy' };

/** Sends an add to bag: the storefront bag's add (shared/cart/storefront-bag.ts). */
type AddToBagCall = StorefrontBag['add'];
type RegularRequest = Extract<BagRequest, { cartType: 'REGULAR' }>;

interface BuyingState {
  busy: 'add' | 'buy' | null;
  /** The last add to bag, for a confirmed retry through the same call. */
  lastAdd: { request: RegularRequest; item: AddedItem; call: AddToBagCall } | null;
}

export const buyingStateAtom = atom<BuyingState>({ busy: null, lastAdd: null });

const toApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(0, CLIENT_ERROR_CODES.unknown));

const sendAdd = async (get: Getter, call: AddToBagCall, request: RegularRequest, item: AddedItem): Promise<BuyingResult> => {
  try {
    const { cartCount } = await call(get(requireBackendClientAtom), request);
    return { kind: 'added', cartCount, item };
  } catch (error) {
    return { kind: 'failed', error: toApiError(error) };
  }
};

export const addToBagAtom = atom(null, async (get, set, input: { line: CartLineRequestDto; item: AddedItem; call: AddToBagCall }): Promise<BuyingResult> => {
  if (get(buyingStateAtom).busy) return { kind: 'busy' };
  const request: RegularRequest = { cartType: 'REGULAR', items: [input.line] };
  set(buyingStateAtom, { busy: 'add', lastAdd: { request, item: input.item, call: input.call } });
  try {
    return await sendAdd(get, input.call, request, input.item);
  } finally {
    set(buyingStateAtom, (state) => ({ ...state, busy: null }));
  }
});

/** The shopper confirmed the CNC_ITEM_EXISTS / NON_CNC_ITEM_EXISTS modal: the same add, confirmed. */
export const confirmFulfillmentChangeAtom = atom(null, async (get, set): Promise<BuyingResult> => {
  const { busy, lastAdd } = get(buyingStateAtom);
  if (busy || !lastAdd) return { kind: 'busy' };
  set(buyingStateAtom, { busy: 'add', lastAdd });
  try {
    return await sendAdd(get, lastAdd.call, { ...lastAdd.request, confirmFulfillmentChange: true }, lastAdd.item);
  } finally {
    set(buyingStateAtom, (state) => ({ ...state, busy: null }));
  }
});

export const buyNowAtom = atom(
  null,
  async (get, set, { line, grocery }: { line: CartLineRequestDto; grocery?: GroceryCartUpdateParams }): Promise<BuyingResult> => {
    if (get(buyingStateAtom).busy) return { kind: 'busy' };
    set(buyingStateAtom, (state) => ({ ...state, busy: 'buy' }));
    try {
      return { kind: 'checkout', result: await quickCheckout(get(requireBackendClientAtom), { items: [line] }, grocery) };
    } catch (error) {
      return { kind: 'failed', error: toApiError(error) };
    } finally {
      set(buyingStateAtom, (state) => ({ ...state, busy: null }));
    }
  },
);

/** Items the shopper asked to be told about on this page (the summary's NOTIFIED tag says it after a reload). */
export const notifiedItemsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** The outcome shown under the buttons, for the item it was about; cleared by the next attempt. */
export const buyingMessageAtom = atom<{ itemSku: string; outcome: CartOutcome } | null>(null);
