// Product reads: the summary (spec §7 `/product-detail/products/{id}/_summary`) and the home page
// recommendation list.
import { productPath } from '@pdp/shared-contracts';
import type { Router } from '../http-kit';
import { fail, ok } from '../http-kit';
import { resolveProductId, type Catalogue } from '../catalogue/load-catalogue';
import { buildSummary } from '../catalogue/build-summary';
import type { SessionStore } from '../sessions';

export function productRoutes(router: Router, catalogue: Catalogue, sessions: SessionStore): void {
  router.add('GET', '/backend/product-detail/products/:id/_summary', 'summary', ({ params, sessionId }) => {
    const found = resolveProductId(catalogue, params.id ?? '');
    if (!found) return fail(404);
    if (found.product.status === 'DELETED') return fail(410);
    const campaignId = found.product.campaign?.campaignId;
    const notified = campaignId !== undefined && sessions.get(sessionId).campaignSubscriptions.has(`${found.item.itemSku}:${campaignId}`);
    return ok(buildSummary(found.product, found.item, { now: Date.now(), notified }));
  });

  router.add('GET', '/backend/search/homepage-recommendation', 'homepage-recommendation', () =>
    ok(
      catalogue.products
        .filter((product) => product.status === 'ACTIVE')
        .map((product) => {
          const [item] = product.items;
          return {
            name: product.name,
            vendor: product.vendor,
            url: productPath({ vendor: product.vendor, productName: product.urlFriendlyName, id: `ps--${product.productSku}` }),
            imageUrl: (item?.images ?? product.images)[0]?.thumbnail ?? '',
            price: item?.price.offered ?? 0,
          };
        }),
    ),
  );
}

/** The product a request is about, for per-fixture faults. */
export function productOfRequest(catalogue: Catalogue, pathname: string) {
  const match = /\/(?:product-detail\/)?products\/((?:ps|is)--[^/]+)/.exec(pathname);
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return resolveProductId(catalogue, id)?.product ?? null;
}
