// The retail page's recommendations as the backend answers them, for the recommendations' tests
// (recommendations.test.tsx, the fault matrix): each placement's list with its trace id, the infinite
// feed in pages, the brand picks and brand ads in both versions. Each answer can be overridden.
import { HttpResponse } from 'msw';
import { TEST_BACKEND, backendServer, envelope, http } from '@pdp/test-kit/backend-mock';

/** Recommended products named `name`: the `n`th is `${prefix}-n-00001`, "`name` n", at Rp99.000 + n × Rp1.000 (its overrides on top). */
export const recommendationsNamed =
  (prefix: string, name: string) =>
  (n: number, overrides: object = {}) => ({
    itemSku: `${prefix}-${n}-00001`,
    name: `${name} ${n}`,
    urlFriendlyName: `${name.toLowerCase()}-${n}`,
    imageUrl: `/media/${name.toLowerCase()}-${n}.svg`,
    price: { listed: 120000, offered: 99000 + n * 1000 },
    ...overrides,
  });
export const aRecommendation = recommendationsNamed('TMB', 'Tumbler');

export const withTrace = (data: unknown, traceId = 'trace-rec-7') =>
  HttpResponse.json({ code: 200, status: 'OK', data }, { headers: { 'x-b3-traceid': traceId } });

/** Answers each placement; records what was asked. */
export function serveRecommendations(answer: (placement: string, call: number) => Response) {
  const asked: { id: string; query: Record<string, string> }[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/search/products/:id/recommendations`, ({ params, request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push({ id: String(params.id), query });
      return answer(query.placement ?? '', asked.filter((entry) => entry.query.placement === query.placement).length);
    }),
  );
  return asked;
}

export const INFINITE = `${TEST_BACKEND}/search/infinite-recommendations`;
/** Pages of `perPage` cards numbered on from 100, `pages` in all; records each body asked with. */
export function serveFeed(answer: (page: number, call: number) => Response | undefined = () => undefined, pages = 2) {
  const bodies: { productId: string; page: number; itemPerPage: number }[] = [];
  backendServer.use(
    http.post(INFINITE, async ({ request }) => {
      const body = (await request.json()) as { productId: string; page: number; itemPerPage: number };
      bodies.push(body);
      const own = answer(body.page, bodies.filter((asked) => asked.page === body.page).length);
      if (own) return own;
      const items = Array.from({ length: body.page === pages - 1 ? 5 : 18 }, (_, index) => aRecommendation(100 + body.page * 18 + index));
      return HttpResponse.json(
        { code: 200, status: 'OK', data: items, paging: { page: body.page, itemPerPage: 18, total_item: (pages - 1) * 18 + 5, total_page: pages } },
        { headers: { 'x-b3-traceid': `trace-page-${body.page}` } },
      );
    }),
  );
  return bodies;
}

export const V1 = `${TEST_BACKEND}/product-detail/recommendation/brands`;
export const V2 = `${TEST_BACKEND}/product-detail/recommendation/v2/brands`;
export const ADS = `${TEST_BACKEND}/product-detail/brand-ads`;

export function serveBrands({
  v1 = () => envelope([{ code: 'RAMAI', name: 'Ramai' }]),
  v2 = () => envelope([{ brand: { code: 'RAMAI', name: 'Ramai' }, productCount: 3 }]),
  ads = (version: string | null) =>
    envelope([
      { brand: { code: 'CAKRA', name: 'Cakra' }, headline: 'Laptop Cakra pilihan', ...(version === '2' ? { imageUrl: '/media/brand-cakra.svg' } : {}) },
      { brand: { code: 'NOVA', name: 'Nova' }, headline: 'Iklan kedua' },
    ]),
}: { v1?: () => Response; v2?: () => Response | Promise<Response>; ads?: (version: string | null) => Response } = {}) {
  const asked: string[] = [];
  backendServer.use(
    http.get(V1, ({ request }) => (asked.push(`v1 ${new URL(request.url).searchParams.get('productId')}`), v1())),
    http.get(V2, () => (asked.push('v2'), v2())),
    http.get(ADS, ({ request }) => {
      const version = new URL(request.url).searchParams.get('version');
      asked.push(`ads v${version}`);
      return ads(version);
    }),
  );
  return asked;
}
