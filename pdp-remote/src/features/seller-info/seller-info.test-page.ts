// The seller section as the seller's tests read it (seller.test.tsx, seller-rating.test.tsx,
// seller-info.fault-matrix.test.tsx), on the simulator's products (tooling/fixtures/catalogue/products):
// the running shoes of Aero Official Store (AER-60001, CC: rated 4,8 from 1.250, the badges Toko Resmi
// and Respons Cepat, three warehouses and pickup hours), the fridge tagged OFFLINE with Elektronik
// Jaya's two stores, the phone of Nusantara Mobile (an anchor page), the laptop Pasarku sells itself
// (TD: customer care), the tumbler of a marketplace store, the vitamin of a listed pharmacy and the
// blender of a store without a rating. A member's follows live in their signed-in session
// (handlers/seller.ts); one made beforehand is made in the same session, as another tab would.
import { screen, within } from '@testing-library/react';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { HttpResponse, TEST_BACKEND, http } from '@pdp/test-kit/backend-mock';
import type { SimulatorBackend } from '@pdp/test-kit/simulator-backend';

export { SHOES } from '../../__tests__/products';
export { PHONE } from '../../__tests__/phone-page';
/** The fridge (kulkas.json), tagged OFFLINE: Elektronik Jaya's stores sell it too. */
export const FRIDGE = '/p/kulkas-2-pintu-dingin-300-l/ps--KLK-60009';
/** The laptop (laptop-cakra.json), sold by Pasarku Official (TD): customer care, no seller chat. */
export const LAPTOP = '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008';
/** The tumbler (tumbler.json), of Minum Sehat (MNM-60006, MP): the seller's chat. */
export const TUMBLER = '/p/tumbler-stainless-500-ml/ps--TMB-60006';
/** The vitamin (vitamin-c.json), MEDICAL, of Apotek Sehati (APT-001, the product config's pharmacist). */
export const VITAMIN = '/p/vitamin-c-1000-mg-isi-30-tablet/ps--VTC-60014';
/** The blender (blender.json), of Dapur Bunda: a store with no rating yet. */
export const BLENDER = '/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004';

/** The shoes' store. */
export const AERO = 'AER-60001';

/** Ten in the morning and eleven at night in Western Indonesia (customer care answers 08:00–22:00 WIB). */
export const WIB_MORNING = '2026-12-03T10:00:00+07:00';
export const WIB_NIGHT = '2026-12-03T23:00:00+07:00';

/** The seller section. */
export const seller = () => screen.findByRole('region', { name: /^(Penjual|Seller)$/ });
/** The seller's follow button, by its name ("Ikuti", "Mengikuti", "Following"). */
export const followButton = async (name: string) => within(await seller()).findByRole('button', { name });

/** The simulator's paths of reading the followed flag, following and unfollowing (handlers/seller.ts). */
const FAVORITE_CALLS = {
  read: ['GET', /^\/backend\/official\/merchant-favorites\/[^/]+$/],
  follow: ['POST', /^\/backend\/official\/merchant-favorites\/[^/]+\/_follow$/],
  unfollow: ['DELETE', /^\/backend\/official\/merchant-favorites\/[^/]+\/_unfollow$/],
} as const;
type FavoriteCalls = Record<keyof typeof FAVORITE_CALLS, string[]>;

/**
 * The merchants whose followed flag the page read, followed and unfollowed from now on (a faulted
 * call's among them), each as its code: start it after what the test arranged in the session itself.
 */
export function favoriteCallsFromNow(backend: SimulatorBackend): () => FavoriteCalls {
  const codesOf = (kind: keyof typeof FAVORITE_CALLS) =>
    backend.sent(FAVORITE_CALLS[kind][0], FAVORITE_CALLS[kind][1]).map((call) => /merchant-favorites\/([^/]+)/.exec(call.pathname)?.[1] ?? '');
  const before = { read: codesOf('read').length, follow: codesOf('follow').length, unfollow: codesOf('unfollow').length };
  return () => ({
    read: codesOf('read').slice(before.read),
    follow: codesOf('follow').slice(before.follow),
    unfollow: codesOf('unfollow').slice(before.unfollow),
  });
}

/** The member follows `code` in another tab: in the same simulator session, not through the page. */
export async function followInAnotherTab(code = AERO) {
  const answer = await fetch(`${TEST_BACKEND}/official/merchant-favorites/${code}/_follow`, { method: 'POST' });
  expect(answer.status).toBe(200);
}

/** The member reports the product `id` in another tab, in the same simulator session. */
export async function reportInAnotherTab(id: string) {
  const answer = await fetch(`${TEST_BACKEND}/product/products/${id}/_report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'OTHER', description: 'Sudah saya laporkan dari tab lain tadi pagi.' }),
  });
  expect(answer.status).toBe(200);
}

/**
 * Answers the GET calls to `path` (an MSW path under the test backend) as the simulator answers them,
 * with `change` made to the envelope's data (a content's JSON text read and written back as text): for an
 * answer the simulator's catalogue cannot hold (a store address that is not one, a badge nobody explains).
 */
export function simulatorAnswerChanged<T>(backend: SimulatorBackend, path: string, change: (data: T) => T) {
  backend.server.use(
    http.get(`${TEST_BACKEND}${path}`, async ({ request }) => {
      const url = `http://simulator.test/backend${request.url.slice(TEST_BACKEND.length)}`;
      const answer = await backend.simulator().fetch(new Request(url, { headers: request.headers }));
      const envelope = (await answer.json()) as { data: unknown };
      const asText = typeof envelope.data === 'string';
      const data = change((asText ? JSON.parse(envelope.data as string) : envelope.data) as T);
      return HttpResponse.json({ ...envelope, data: asText ? JSON.stringify(data) : data }, { status: answer.status });
    }),
  );
}

/** The product summary as the simulator gives it, its merchant changed by `merchant`. */
export const merchantChanged = (backend: SimulatorBackend, merchant: (current: ProductSummaryDto['merchant']) => object) =>
  simulatorAnswerChanged<ProductSummaryDto>(backend, '/product-detail/products/:id/_summary', (summary) => ({
    ...summary,
    merchant: { ...summary.merchant, ...merchant(summary.merchant) } as ProductSummaryDto['merchant'],
  }));
