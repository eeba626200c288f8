// `_basic` for tests (the recently viewed lists of both remotes): its items, each at one price with no
// discount and its image named after it, and the backend answering for them.
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import type { BasicProductDto } from '@pdp/backend-api/backend';
import { envelope } from './default-handlers';

export function aBasicProduct(itemSku: string, productSku: string, name: string, urlFriendlyName: string, offered: number): BasicProductDto {
  return {
    itemSku,
    productSku,
    name,
    urlFriendlyName,
    imageUrl: `/media/${urlFriendlyName}.svg`,
    price: { listed: offered, offered, discountPercentage: 0 },
  };
}

/**
 * Serves `_basic` on `server` at `base` from `items`: the items asked for, in the order asked (as the
 * backend does). Returns the skus of every call, in order.
 */
export function serveBasicProducts(server: SetupServer, base: string, items: readonly BasicProductDto[]): string[][] {
  const calls: string[][] = [];
  server.use(
    http.get(`${base}/product/products/_basic`, ({ request }) => {
      const skus = new URL(request.url).searchParams.getAll('sku');
      calls.push(skus);
      return envelope(skus.flatMap((sku) => items.filter((item) => item.itemSku === sku)));
    }),
  );
  return calls;
}
