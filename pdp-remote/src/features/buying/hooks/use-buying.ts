// Turns an add to bag or a buy now into what the shopper sees next: the add-to-bag modal and the
// host's bag count, the checkout route, the bag, login (anonymous shoppers, spec §6), or the
// catalogue's message or modal for the failure. An add or a buy that asked to sign in goes on by
// itself if the page is given a member while it is still shown: the host brings a member who acted
// before it knew who they were straight back (the contract's requestLogin), where a visitor leaves
// for the login page and the page with it.
import { useCallback, useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { CartLineRequestDto } from '@pdp/backend-api/backend';
import type { GroceryCartUpdateParams } from '@pdp/backend-api/grocery';
import { cartPath, checkoutPath } from '@pdp/host-contract/links';
import { storefrontOf } from '@pdp/host-contract/remotes';
import { useMountProps } from '../../../shared/mount/mount-context';
import { useTrack } from '../../../shared/tracking/track';
import { openModalAtom } from '../../../shared/modal/modal-atoms';
import { returnPathWithQuantity } from '../../../shared/product/quantity-param';
import { cartErrorOutcome } from '../../../shared/cart/cart-error';
import { formatIsoDate } from '@pdp/host-contract/date-format';
import { bagRevisionAtom, type StorefrontBag } from '../../../shared/cart/storefront-bag';
import {
  addToBagAtom,
  buyNowAtom,
  buyingMessageAtom,
  buyingStateAtom,
  confirmFulfillmentChangeAtom,
  type AddedItem,
  type BuyingResult,
} from '../state/buying-atoms';

export function useBuying() {
  const { user, path, locale, navigate, requestLogin, reportBagCount, vendor } = useMountProps();
  const state = useAtomValue(buyingStateAtom);
  const setMessage = useSetAtom(buyingMessageAtom);
  const openModal = useSetAtom(openModalAtom);
  const add = useSetAtom(addToBagAtom);
  const buy = useSetAtom(buyNowAtom);
  const confirm = useSetAtom(confirmFulfillmentChangeAtom);
  const bagChanged = useSetAtom(bagRevisionAtom);
  const bagVendor = storefrontOf(vendor);
  const track = useTrack();

  const handle = useCallback(
    (result: BuyingResult, { itemSku, quantity }: Pick<CartLineRequestDto, 'itemSku' | 'quantity'>) => {
      switch (result.kind) {
        case 'busy':
          return;
        case 'added':
          track({ type: 'add-to-bag', vendor, itemSku, quantity });
          bagChanged((revision) => revision + 1);
          reportBagCount?.({ vendor: bagVendor, count: result.cartCount });
          openModal({ id: 'add-to-bag', payload: result.item });
          return;
        case 'checkout': {
          const { status, checkoutId, cartCount } = result.result;
          const toCheckout = (status === 'READY_CHECKOUT' || status === 'CHECKOUT_SUCCESS') && checkoutId;
          if (toCheckout || status === 'SKIP_CHECKOUT') track({ type: 'buy-now', vendor, itemSku, quantity });
          if (toCheckout) {
            navigate({ path: checkoutPath(vendor, checkoutId), resetScroll: true });
          } else if (status === 'SKIP_CHECKOUT') {
            bagChanged((revision) => revision + 1);
            if (cartCount !== undefined) reportBagCount?.({ vendor: bagVendor, count: cartCount });
            navigate({ path: cartPath(bagVendor), resetScroll: true });
          } else {
            setMessage({ itemSku, outcome: { kind: 'message', id: 'pdp.buying.checkoutFailed' } });
          }
          return;
        }
        case 'failed': {
          const outcome = cartErrorOutcome(result.error, (iso) => formatIsoDate(iso, locale));
          if (outcome.kind === 'login') requestLogin({ returnTo: returnPathWithQuantity(path, quantity) });
          else if (outcome.kind === 'modal' && outcome.modal === 'cnc-item-exists') openModal({ id: 'cnc-item-exists', payload: { code: outcome.code } });
          else if (outcome.kind === 'modal') openModal({ id: outcome.modal, payload: {} });
          else setMessage({ itemSku, outcome });
        }
      }
    },
    [bagChanged, bagVendor, locale, navigate, openModal, path, reportBagCount, requestLogin, setMessage, track, vendor],
  );

  // An add or a buy that asked to sign in, done again if the shopper turns out to be a member.
  const afterLogin = useRef<(() => Promise<void>) | null>(null);
  // This render's actions: the ones the shopper pressed saw a visitor.
  const actions = useRef<{ addToBag: typeof addToBag; buyNow: typeof buyNow } | null>(null);

  /** Anonymous shoppers go to login first and come back to this product, variant and quantity. */
  const needsLogin = useCallback(
    (quantity: number, then: () => Promise<void>) => {
      if (user) return false;
      afterLogin.current = then;
      requestLogin({ returnTo: returnPathWithQuantity(path, quantity) });
      return true;
    },
    [path, requestLogin, user],
  );

  const addToBag = useCallback(
    async (line: CartLineRequestDto, item: AddedItem, call: StorefrontBag['add']) => {
      if (state.busy || needsLogin(line.quantity, async () => actions.current?.addToBag(line, item, call))) return;
      setMessage(null);
      handle(await add({ line, item, call }), line);
    },
    [add, handle, needsLogin, setMessage, state.busy],
  );

  const buyNow = useCallback(
    async (line: CartLineRequestDto, grocery?: GroceryCartUpdateParams) => {
      if (state.busy || needsLogin(line.quantity, async () => actions.current?.buyNow(line, grocery))) return;
      setMessage(null);
      handle(await buy({ line, grocery }), line);
    },
    [buy, handle, needsLogin, setMessage, state.busy],
  );

  // Given a member while still shown: the add or buy that asked to sign in goes on.
  actions.current = { addToBag, buyNow };
  useEffect(() => {
    const then = afterLogin.current;
    if (!user || !then) return;
    afterLogin.current = null;
    void then();
  }, [user]);

  const confirmFulfillmentChange = useCallback(async () => {
    setMessage(null);
    const line = state.lastAdd?.request.items[0];
    if (!line) return;
    handle(await confirm(), line);
  }, [confirm, handle, setMessage, state.lastAdd]);

  return { busy: state.busy, addToBag, buyNow, confirmFulfillmentChange };
}
