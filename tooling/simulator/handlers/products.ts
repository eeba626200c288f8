// Product reads: the summary (spec §7 `/product-detail/products/{id}/_summary`), the basics of many
// items for recently viewed (`/product/products/_basic`) and the home page recommendation list (also
// the host's 404 page's, with its placement).
import type { BasicProductDto, SeoContentDto, SeoCustomUrlDto } from '@pdp/backend-api/backend';
import { RECOMMENDATION_PLACEMENTS, RECOMMENDATIONS_PER_PAGE, type HomepageRecommendationDto } from '@pdp/backend-api/recommendations';
import { productPath } from '@pdp/host-contract/links';
import { matchRoute, splitUrl } from '@pdp/host-contract/routes';
import type { Router } from '../http-kit';
import { BadRequest, fail, ok, queryParam } from '../http-kit';
import { resolveProductId, type Catalogue } from '../catalogue/load-catalogue';
import { buildSummary, priceOf } from '../catalogue/build-summary';
import type { HandlerContext } from './context';

/** Most skus one `_basic` call may ask for. */
const MAX_BASIC_SKUS = 20;

export function productRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  router.add('GET', '/backend/product-detail/products/:id/_summary', 'summary', ({ params, sessionId, now }) => {
    const found = resolveProductId(catalogue, params.id ?? '');
    if (!found) return fail(404);
    if (found.product.status === 'DELETED') return fail(410);
    const session = sessions.get(sessionId);
    const campaignId = found.product.campaign?.campaignId;
    const notified = campaignId !== undefined && session.campaignSubscriptions.has(`${found.item.itemSku}:${campaignId}`);
    const stockNotified = session.stockNotifications.has(found.item.itemSku);
    return ok(buildSummary(found.product, found.item, { now, notified, stockNotified }));
  });

  // Item or product skus (a product stands for its first item), answered in the order asked;
  // unknown and deleted ones are left out.
  router.add('GET', '/backend/product/products/_basic', 'basic-products', ({ url }) => {
    const skus = url.searchParams.getAll('sku');
    if (skus.length > MAX_BASIC_SKUS) throw new BadRequest(`at most ${MAX_BASIC_SKUS} skus`);
    const basics: BasicProductDto[] = [];
    for (const sku of skus) {
      const byProduct = catalogue.byProductSku.get(sku);
      const found = catalogue.byItemSku.get(sku) ?? (byProduct?.items[0] ? { product: byProduct, item: byProduct.items[0] } : undefined);
      if (!found || found.product.status !== 'ACTIVE') continue;
      const { product, item } = found;
      basics.push({
        itemSku: item.itemSku,
        productSku: product.productSku,
        name: product.name,
        urlFriendlyName: product.urlFriendlyName,
        imageUrl: (item.images ?? product.images)[0]?.thumbnail ?? '',
        price: priceOf(item),
        brandCode: product.brand?.code ?? null,
      });
    }
    return ok(basics);
  });

  // SEO content (spec §7 /content/seo): a description (the SEO text says 15 days return) and keywords,
  // one of which the product config excludes.
  router.add('GET', '/backend/content/seo', 'seo-content', ({ url }) => {
    const product = catalogue.products.find((candidate) => candidate.productSku === url.searchParams.get('productSku'));
    if (!product) return fail(404);
    const content: SeoContentDto = {
      description: `Beli ${product.name} original dari ${product.merchant.name}. Gratis retur 15 hari.`,
      keywords: [product.name, ...(product.brand ? [product.brand.name] : []), ...product.categories.map((category) => category.name), 'murah banget'],
    };
    return ok(content);
  });

  // Custom URLs (spec §7 /seo/custom-urls): any slug of a product stands for its official path.
  router.add('GET', '/backend/seo/custom-urls', 'seo-custom-urls', ({ url }) => {
    const requested = url.searchParams.get('url') ?? '';
    const match = matchRoute(splitUrl(requested).pathname);
    const found = match?.productId ? resolveProductId(catalogue, match.productId.raw) : null;
    const customUrl =
      found && match
        ? productPath({
            vendor: found.product.vendor,
            productName: found.product.urlFriendlyName,
            id: `ps--${found.product.productSku}`,
            secondaryPageName: match.secondaryPageName,
          })
        : null;
    const answer: SeoCustomUrlDto = { url: requested, customUrl };
    return ok(answer);
  });

  router.add('GET', '/backend/search/homepage-recommendation', 'homepage-recommendation', ({ url }) => {
    // The home page asks without a placement (every active product); the host's 404 page asks for
    // the 404 placement: retail best sellers, 18 (contract `HomepageRecommendationDto`).
    const placement = queryParam(url, 'placement');
    if (placement !== null && placement !== RECOMMENDATION_PLACEMENTS.notFound) throw new BadRequest(`placement must be ${RECOMMENDATION_PLACEMENTS.notFound}`);
    const active = catalogue.products.filter((product) => product.status === 'ACTIVE');
    const listed =
      placement === null
        ? active
        : active
            .filter((product) => product.vendor === 'RETAIL')
            .sort((a, b) => b.statistics.soldCount - a.statistics.soldCount)
            .slice(0, RECOMMENDATIONS_PER_PAGE);
    const answer: HomepageRecommendationDto[] = listed.map((product) => {
      const [item] = product.items;
      return {
        name: product.name,
        vendor: product.vendor,
        url: productPath({ vendor: product.vendor, productName: product.urlFriendlyName, id: `ps--${product.productSku}` }),
        imageUrl: (item?.images ?? product.images)[0]?.thumbnail ?? '',
        price: item?.price.offered ?? 0,
      };
    });
    return ok(answer);
  });
}

/** The product a request is about, for per-fixture faults. */
export function productOfRequest(catalogue: Catalogue, pathname: string) {
  const match = /\/(?:products|product-pickup-point)\/((?:ps|is)--[^/]+)/.exec(pathname);
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return resolveProductId(catalogue, id)?.product ?? null;
}
