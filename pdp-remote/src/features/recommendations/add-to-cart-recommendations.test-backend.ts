// The add-to-cart recommendations as the backend answers them, for their tests
// (add-to-cart-recommendations.test.tsx, the fault matrix): the two placements (the POST) and the
// category's list, each answer overridable; and a member's add to bag that leads to them.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, envelope, http } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { recommendationsNamed } from './recommendations.test-backend';

export const aRecommendation = recommendationsNamed('REC', 'Produk');
export const many = (from: number, count: number) => Array.from({ length: count }, (_, index) => aRecommendation(from + index));

export interface Served {
  posts: { id: string; body: unknown }[];
  categories: Record<string, string>[];
}

/** Answers the two placements and the category list; records what was asked. */
export function serveLists({
  placement = (name: string) => envelope(name === 'pdp-atc-complementary' ? many(1, 20) : many(40, 2)),
  category = () => envelope({ category: { id: '54000', name: 'Handphone & Tablet' }, products: many(60, 8) }),
}: {
  placement?: (name: string, call: number) => Response | Promise<Response>;
  category?: (call: number) => Response | Promise<Response>;
} = {}): Served {
  const served: Served = { posts: [], categories: [] };
  backendServer.use(
    http.post(`${TEST_BACKEND}/search/products/:id/recommendations`, async ({ params, request }) => {
      const body = (await request.json()) as { placement: string };
      served.posts.push({ id: String(params.id), body });
      return placement(body.placement, served.posts.filter((post) => (post.body as { placement: string }).placement === body.placement).length);
    }),
    http.get(`${TEST_BACKEND}/search/get-category-recommendations-with-metadata`, ({ request }) => {
      served.categories.push(Object.fromEntries(new URL(request.url).searchParams));
      return category(served.categories.length);
    }),
  );
  return served;
}

export async function addToBag(locale: 'id' | 'en' = 'id') {
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())),
    http.get(`${TEST_BACKEND}/member/addresses/_default`, () => envelope(null)),
    http.post(`${TEST_BACKEND}/retail/carts/_add-bulk`, () => envelope({ cartCount: 1 })),
  );
  const view = renderRemote({ user: { id: 'u1', name: 'Budi' }, locale });
  await userEvent.click(await screen.findByRole('button', { name: '+ Bag' }));
  return view;
}
