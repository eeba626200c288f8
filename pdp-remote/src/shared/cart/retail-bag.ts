// The retail page's bag (spec §7): items and combos through the bulk add, an item with its gifts
// through the free-gift cart; the page's own add-to-cart recommendations after an add.
import { atom } from 'jotai';
import type { StorefrontBag } from './storefront-bag';
import { addToRetailBag } from './api/add-to-retail-bag';
import { addToFreeGiftCart } from './api/add-to-free-gift-cart';

const retailBag: StorefrontBag = {
  blocked: null,
  add: (client, request) => (request.cartType === 'FREE_GIFT' ? addToFreeGiftCart(client, request) : addToRetailBag(client, request)),
};

export const retailBagAtom = atom(retailBag);
