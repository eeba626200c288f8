// Product ids of spec §2: `ps--` names a product sku, `is--` an item sku. Anything else is not a product.

export const PRODUCT_ID_PREFIXES = { productSku: 'ps--', itemSku: 'is--' } as const;
export type ProductIdKind = keyof typeof PRODUCT_ID_PREFIXES;

/** Longest sku we accept; real skus are far shorter, and a bound keeps hostile paths cheap. */
export const MAX_SKU_LENGTH = 64;
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export interface ProductId {
  kind: ProductIdKind;
  sku: string;
  /** The id as it appears in a path, prefix included. */
  raw: string;
}

export function parseProductId(raw: string): ProductId | null {
  for (const kind of Object.keys(PRODUCT_ID_PREFIXES) as ProductIdKind[]) {
    const prefix = PRODUCT_ID_PREFIXES[kind];
    if (!raw.startsWith(prefix)) continue;
    const sku = raw.slice(prefix.length);
    if (sku.length === 0 || sku.length > MAX_SKU_LENGTH || !SKU_PATTERN.test(sku)) return null;
    return { kind, sku, raw };
  }
  return null;
}

export function itemProductId(itemSku: string): string {
  return `${PRODUCT_ID_PREFIXES.itemSku}${itemSku}`;
}
