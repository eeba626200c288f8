// Claims that landed since the page mounted. The page (app/use-page-quantity.ts) watches the count
// to price the quantity again; a module of its own, so a page without vouchers (grocery) carries
// nothing else of promotions.
import { atom } from 'jotai';

export const voucherClaimsAtom = atom(0);
