// GET /search/homepage-recommendation (spec §7; our query and shape, the contract's
// `HomepageRecommendationDto`): products for the home page, or with the 404 placement (spec §9) for
// the 404 page. An entry without a name, a product path or a price is left out, a path that is not
// the site's own is never linked, and a picture that is not http(s) or same-site is not shown.
import type { RECOMMENDATION_PLACEMENTS } from '@pdp/backend-api/recommendations';
import { safeReturnPath } from '@pdp/host-contract/links';
import { callBackend } from './backend';

export interface RecommendedProduct {
  name: string;
  path: string;
  imageUrl: string | null;
  price: number;
}

const SAFE_PICTURE = /^(https?:\/\/|\/(?![/\\]))/i;

export async function getRecommendedProducts(baseUrl: string, placement?: typeof RECOMMENDATION_PLACEMENTS.notFound): Promise<RecommendedProduct[]> {
  const data = await callBackend<unknown>(baseUrl, `search/homepage-recommendation${placement ? `?placement=${placement}` : ''}`);
  return (Array.isArray(data) ? (data as Record<string, unknown>[]) : []).flatMap((entry) => {
    const { name, url, imageUrl, price } = entry ?? {};
    if (typeof name !== 'string' || !name || typeof url !== 'string' || typeof price !== 'number' || !Number.isFinite(price)) return [];
    // Our own paths only: anything safeReturnPath would change (another site, a script) is left out.
    if (safeReturnPath(url) !== url) return [];
    return [{ name, path: url, price, imageUrl: typeof imageUrl === 'string' && SAFE_PICTURE.test(imageUrl) ? imageUrl : null }];
  });
}
