// The simulator's hostile grocery products (tooling/simulator/catalogue/attack-corpus.ts,
// `hostileGroceryProducts`) as the grocery tests serve them: `ps--ATG-9000n`, one per hostile string,
// the string its name, brand, seller and categories. The browser render and the server render test
// the same products.
import { productPath } from '@pdp/host-contract/links';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { ATTACK_CORPUS, type HostileString } from '@pdp/test-kit';
import { berasSummary } from './factories';

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

/** The `_summary` of the hostile product of `text`: the beras with the string wherever a shopper reads it. */
export function hostileGrocerySummary({ text, index }: HostileGrocery): ProductSummaryDto {
  const sku = `ATG-${90000 + index}`;
  const base = berasSummary();
  return berasSummary({
    itemSku: `${sku}-00001`,
    productSku: sku,
    productCode: `MTA-${sku}`,
    name: text,
    urlFriendlyName: `serangan-grocery-${index}`,
    brand: { code: `ATG${index}`, name: text },
    merchant: { ...base.merchant, code: `ATGM-${index}`, name: text },
    categories: base.categories.map((category) => ({ ...category, name: text })),
    options: base.options.map((option, position) => ({ ...option, itemSku: `${sku}-0000${position + 1}` })),
  });
}
