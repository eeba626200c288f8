// Price summary of spec §4. It starts in init; it is fetched only once a quantity is set, and only on
// retail outside the super-app variant (other vendors: when the contextual price switch is on). A
// success stores the summary and the last successful quantity; the displayed price is set only at
// init. A failure sets the failed flag, reverts the quantity to the last successful one (or 1) and,
// if nothing was displayed yet, displays the summary's price. A newer quantity cancels an older call.
import { atom } from 'jotai';
import type { PriceDto, PriceSummaryDto } from '@pdp/backend-api/backend';
import type { Vendor } from '@pdp/backend-api/enums';
import { latestRequest } from '../../../shared/state/latest-request';
import { getPriceSummary } from '../api/get-price-summary';

export interface PriceSummaryState {
  status: 'init' | 'loading' | 'loaded' | 'failed';
  productId: string | null;
  /** The price the page shows large: from the first summary, else the product summary's price. */
  summaryPrice: PriceDto | null;
  displayedPrice: PriceDto | null;
  quantity: number;
  lastSuccessfulQuantity: number | null;
  priceSummary: PriceSummaryDto | null;
  failed: boolean;
  /** False where spec §4 says not to fetch (super-app, or another vendor with the switch off). */
  enabled: boolean;
}

const INITIAL: PriceSummaryState = {
  status: 'init',
  productId: null,
  summaryPrice: null,
  displayedPrice: null,
  quantity: 1,
  lastSuccessfulQuantity: null,
  priceSummary: null,
  failed: false,
  enabled: false,
};

export const priceSummaryStateAtom = atom<PriceSummaryState>(INITIAL);

function isPriceSummaryEnabled(vendor: Vendor, contextualPriceEnable: boolean): boolean {
  if (vendor === 'RETAIL') return true;
  if (vendor === 'RETAIL_SUPER_APP') return false;
  return contextualPriceEnable;
}

/** One call at a time: a newer quantity cancels an older call, whose answer is dropped. */
const priceSummaryRequest = latestRequest();

const fetchPriceSummaryAtom = atom(null, async (get, set, { quantity, init }: { quantity: number; init: boolean }) => {
  const { productId } = get(priceSummaryStateAtom);
  if (!productId) return;
  // The init call prices one for the large price; the page's quantity stays the one it starts at.
  set(priceSummaryStateAtom, (state) => ({ ...state, status: 'loading', quantity: init ? state.quantity : quantity }));
  const outcome = await priceSummaryRequest.run(get, set, (client, signal) => getPriceSummary(client, productId, quantity, signal));
  if (outcome.kind === 'loaded') {
    const priceSummary = outcome.data;
    set(priceSummaryStateAtom, (state) => ({
      ...state,
      status: 'loaded',
      failed: false,
      priceSummary,
      lastSuccessfulQuantity: quantity,
      // Only the init call sets it; a later quantity (a wholesale tier, say) never does.
      displayedPrice: init
        ? { listed: priceSummary.price.listed, offered: priceSummary.price.offered, discountPercentage: discountOf(priceSummary) }
        : state.displayedPrice,
    }));
  }
  if (outcome.kind === 'failed') {
    set(priceSummaryStateAtom, (state) => ({
      ...state,
      status: 'failed',
      failed: true,
      quantity: state.lastSuccessfulQuantity ?? 1,
      displayedPrice: state.displayedPrice ?? state.summaryPrice,
    }));
  }
});

function discountOf(priceSummary: PriceSummaryDto): number {
  const { listed, offered } = priceSummary.price;
  return listed > 0 ? Math.round(((listed - offered) / listed) * 100) : 0;
}

/** A product (item) is shown: start over at quantity 1 (or the quantity the path asks for). */
export const initPriceSummaryAtom = atom(
  null,
  async (get, set, input: { productId: string; summaryPrice: PriceDto; vendor: Vendor; contextualPriceEnable: boolean; initialQuantity?: number }) => {
    priceSummaryRequest.cancel(get, set);
    const enabled = isPriceSummaryEnabled(input.vendor, input.contextualPriceEnable);
    const quantity = Math.max(1, Math.floor(input.initialQuantity ?? 1));
    set(priceSummaryStateAtom, {
      ...INITIAL,
      productId: input.productId,
      summaryPrice: input.summaryPrice,
      displayedPrice: enabled ? null : input.summaryPrice,
      quantity,
      enabled,
    });
    if (!enabled) return;
    // The displayed price is the price of one (spec §4: set at init); a chosen quantity follows.
    await set(fetchPriceSummaryAtom, { quantity: 1, init: true });
    const state = get(priceSummaryStateAtom);
    if (quantity > 1 && state.productId === input.productId && state.status === 'loaded') await set(fetchPriceSummaryAtom, { quantity, init: false });
  },
);

/** The shopper set a quantity (already within the stepper's bounds). */
export const setQuantityAtom = atom(null, (get, set, quantity: number) => {
  const state = get(priceSummaryStateAtom);
  if (!state.enabled) {
    set(priceSummaryStateAtom, { ...state, quantity });
    return;
  }
  void set(fetchPriceSummaryAtom, { quantity, init: false });
});
