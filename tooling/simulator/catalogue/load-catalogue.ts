// Reads a fixture folder (`products/*.json`, optional `regions.json`, `accounts.json` and
// `stores.json`), parses every file through its schema, checks what one file says about another
// (skus, ids, stores, combo items), and indexes products by product sku and item sku, regions and
// stores by id. The folder is configurable, so another catalogue loads without code changes.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { accountsIn } from './accounts-in-regions';
import { FixtureError, parseFixture } from './fixture-error';
import { productSchema } from './product-schema';
import { regionsSchema } from './region-schemas';
import { indexRegions, type RegionIndex } from './regions';
import { storesSchema } from './store-schemas';
import type { AccountFixture, ItemFixture, MerchantVoucherFixture, ProductFixture, StoreFixture, StoresFixture } from './fixture-types';

export interface StoreIndex extends Omit<StoresFixture, 'stores'> {
  stores: StoreFixture[];
  byCode: Map<string, StoreFixture>;
}

export interface Catalogue {
  products: ProductFixture[];
  accounts: AccountFixture[];
  /** The address cascade; null when the catalogue has no regions.json. */
  regions: RegionIndex | null;
  /** The grocery stores; null when the catalogue has no stores.json. */
  stores: StoreIndex | null;
  byProductSku: Map<string, ProductFixture>;
  byItemSku: Map<string, { product: ProductFixture; item: ItemFixture }>;
  /** The seller's vouchers (merchant and seller shipping) by id, with the product that offers each. */
  sellerVouchers: Map<string, { product: ProductFixture; voucher: MerchantVoucherFixture; shipping: boolean }>;
}

async function readJson(file: string, label: string): Promise<unknown> {
  const text = await fs.readFile(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new FixtureError(label, '(file)', `is not valid JSON: ${(error as Error).message}`);
  }
}

export async function loadCatalogue(directory: string): Promise<Catalogue> {
  const productsDir = path.join(directory, 'products');
  let names: string[];
  try {
    names = (await fs.readdir(productsDir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    throw new FixtureError(productsDir, '(folder)', 'is missing: a catalogue needs a products folder');
  }
  const catalogue: Catalogue = {
    products: [],
    accounts: [],
    regions: null,
    stores: null,
    byProductSku: new Map(),
    byItemSku: new Map(),
    sellerVouchers: new Map(),
  };
  const storesFile = path.join(directory, 'stores.json');
  catalogue.stores = await fs.access(storesFile).then(
    async () => indexStores(parseFixture(storesSchema, await readJson(storesFile, 'stores.json'), 'stores.json')),
    () => null,
  );
  for (const name of names) {
    const label = path.join('products', name);
    const product = parseFixture(productSchema, await readJson(path.join(productsDir, name), label), label);
    checkGroceryStores(product, catalogue.stores, label);
    if (catalogue.byProductSku.has(product.productSku)) throw new FixtureError(label, 'productSku', `${product.productSku} is used by another fixture`);
    catalogue.byProductSku.set(product.productSku, product);
    for (const item of product.items) {
      if (catalogue.byItemSku.has(item.itemSku)) throw new FixtureError(label, 'items.itemSku', `${item.itemSku} is used by another fixture`);
      catalogue.byItemSku.set(item.itemSku, { product, item });
    }
    indexSellerVouchers(catalogue, product, label);
    catalogue.products.push(product);
  }
  checkComboItems(catalogue);
  checkDiscussionIds(catalogue.products);
  checkReviewers(catalogue.products);
  const regionsFile = path.join(directory, 'regions.json');
  catalogue.regions = await fs.access(regionsFile).then(
    async () => indexRegions(parseFixture(regionsSchema, await readJson(regionsFile, 'regions.json'), 'regions.json')),
    () => null,
  );
  const accountsFile = path.join(directory, 'accounts.json');
  catalogue.accounts = await fs.access(accountsFile).then(
    async () => parseFixture(accountsIn(catalogue.regions), await readJson(accountsFile, 'accounts.json'), 'accounts.json'),
    () => [],
  );
  return catalogue;
}

export function indexSellerVouchers(catalogue: Catalogue, product: ProductFixture, label: string): void {
  const lists = [
    { vouchers: product.vouchers?.merchant ?? [], shipping: false },
    { vouchers: product.vouchers?.sellerShipping ?? [], shipping: true },
  ];
  for (const { vouchers, shipping } of lists) {
    for (const voucher of vouchers) {
      if (catalogue.sellerVouchers.has(voucher.id)) throw new FixtureError(label, 'vouchers.id', `${voucher.id} is used by another voucher`);
      catalogue.sellerVouchers.set(voucher.id, { product, voucher, shipping });
    }
  }
}

/** A combo's complementary items exist, in other products of its vendor. */
function checkComboItems(catalogue: Catalogue): void {
  for (const product of catalogue.products) {
    (product.combo?.complementaryItemSkus ?? []).forEach((itemSku, index) => {
      const found = catalogue.byItemSku.get(itemSku);
      const field = `combo.complementaryItemSkus[${index}]`;
      const label = `products/${product.urlFriendlyName}`;
      if (!found) throw new FixtureError(label, field, `${itemSku} is not an item of the catalogue`);
      if (found.product === product || found.product.vendor !== product.vendor)
        throw new FixtureError(label, field, `${itemSku} must be another product's, of the same vendor`);
    });
  }
}

function indexStores(fixture: StoresFixture): StoreIndex {
  return { ...fixture, byCode: new Map(fixture.stores.map((store) => [store.code, store])) };
}

/** Every store a grocery product names exists and belongs to the product's seller group. */
function checkGroceryStores(product: ProductFixture, stores: StoreIndex | null, label: string): void {
  (product.groceryStores ?? []).forEach((code, index) => {
    const store = stores?.byCode.get(code);
    if (!store) throw new FixtureError(label, `groceryStores[${index}]`, `${code} is not a store of stores.json`);
    if (store.groupName !== product.sellerGroup)
      throw new FixtureError(label, `groceryStores[${index}]`, `${code} belongs to ${store.groupName}, not ${product.sellerGroup}`);
  });
}

/** Resolves a path id (`ps--…` or `is--…`) to a product and one of its items. */
export function resolveProductId(catalogue: Catalogue, id: string): { product: ProductFixture; item: ItemFixture } | null {
  if (id.startsWith('is--')) return catalogue.byItemSku.get(id.slice(4)) ?? null;
  if (id.startsWith('ps--')) {
    const product = catalogue.byProductSku.get(id.slice(4));
    if (!product) return null;
    const item = product.items.find((candidate) => isBuyable(candidate)) ?? product.items[0];
    return item ? { product, item } : null;
  }
  return null;
}

export function isBuyable(item: ItemFixture): boolean {
  return item.stock > 0 && !item.tags.includes('OOS') && !item.tags.includes('COMING_SOON');
}

/** Reviews, questions and answers are found by id alone (a like, a report): each id is used once in the catalogue. */
function checkDiscussionIds(products: readonly ProductFixture[]): void {
  const seen = new Set<string>();
  for (const product of products) {
    const ids = [
      ...(product.reviews?.list ?? []).map((review) => review.id),
      ...(product.questions ?? []).flatMap((question) => [question.id, ...question.answers.map((answer) => answer.id)]),
    ];
    for (const id of ids) {
      if (seen.has(id)) throw new FixtureError(product.productSku, 'reviews or questions', `${id} is used by another review, question or answer`);
      seen.add(id);
    }
  }
}

/** A reviewer is one person across the catalogue: the same id has the same name, badge and privacy in every review. */
function checkReviewers(products: readonly ProductFixture[]): void {
  const seen = new Map<string, string>();
  for (const product of products) {
    for (const review of product.reviews?.list ?? []) {
      const { id, name, badge, privateProfile } = review.reviewer;
      const profile = JSON.stringify([name, badge ?? null, privateProfile ?? false]);
      const earlier = seen.get(id);
      if (earlier !== undefined && earlier !== profile)
        throw new FixtureError(product.productSku, 'reviews', `reviewer ${id} differs from their other reviews`);
      seen.set(id, profile);
    }
  }
}
