// The simulator's hostile grocery products (tooling/simulator/catalogue/attack-corpus.ts,
// `hostileGroceryProducts`) as the grocery tests serve them: `ps--ATG-9000n`, one per hostile string,
// the string its name, brand, seller and categories, served by the simulator with its attack corpus on.
// The browser render and the server render test the same products.
import { productPath } from '@pdp/host-contract/links';
import { ATTACK_CORPUS, type HostileString } from '@pdp/test-kit';

export interface HostileGrocery extends HostileString {
  index: number;
  path: string;
}

export const HOSTILE_GROCERY: readonly HostileGrocery[] = ATTACK_CORPUS.map(({ label, text }, index) => ({
  label,
  text,
  index,
  path: productPath({ vendor: 'GROCERY', productName: `serangan-grocery-${index}`, id: `ps--ATG-${90000 + index}` }),
}));
