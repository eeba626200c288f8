// The recommendations as their tests read them (recommendations.test.tsx, the fault matrix,
// add-to-cart-recommendations.test.tsx), on the simulator's products (handlers/recommendations.ts):
// the simulator's paths of the calls, the trace id each answer carried, the simulator's own cards for
// the answers it never gives (longer than asked for), and a member's add to bag that leads to the
// add-to-cart recommendations.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { catalogueCopy, type SimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { PHONE } from '../../__tests__/phone-page';
import { renderRemote } from '../../__tests__/render-remote';
import { SARI } from '../../__tests__/members';

export { PHONE };
export { SHOES } from '../../__tests__/products';
/** The blender (blender.json): the tumbler is its similar product, and it is in no campaign. */
export const BLENDER = '/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004';

/** The simulator's paths of the calls (handlers/recommendations.ts). */
export const LIST_CALL = /^\/backend\/search\/products\/[^/]+\/recommendations$/;
export const FEED_CALL = /^\/backend\/search\/infinite-recommendations$/;
export const BRANDS_V1_CALL = /^\/backend\/product-detail\/recommendation\/brands$/;
export const BRANDS_V2_CALL = /^\/backend\/product-detail\/recommendation\/v2\/brands$/;
export const BRAND_ADS_CALL = /^\/backend\/product-detail\/brand-ads$/;
export const CATEGORY_CALL = /^\/backend\/search\/get-category-recommendations-with-metadata$/;

/** The placements the page asked the lists of the section for (the GET's query), in order. */
export const placementsAsked = (backend: SimulatorBackend) => backend.sent('GET', LIST_CALL).map((call) => call.query.get('placement'));

/** The simulator's path of a call, as `backend.sent` names it. */
const simulatorPath = (url: string) => `/backend${new URL(url).pathname.slice(new URL(TEST_BACKEND).pathname.length)}`;
/** Whether `url` is a call to the backend. */
const toBackend = (url: string) => url.startsWith(`${TEST_BACKEND}/`);

interface Answered {
  method: string;
  pathname: string;
  /** The placement (the query's, or the POST body's) or the feed's page the call asked for. */
  asked: Promise<{ placement?: string; page?: number }>;
  traceId: string | null | undefined;
}

/**
 * Records, in each test of the file, the trace id (`x-b3-traceid`) each answer of the backend carried,
 * and returns `traceIdOf(method, path, asked)`: the trace id of the answer to the call `asked` picks
 * (by its placement or page). Call it once, at the top of the file, after `startSimulatorBackend`.
 */
export function recordTraceIds(backend: SimulatorBackend) {
  const calls = new Map<string, Answered>();
  const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    if (!toBackend(request.url)) return;
    const query = new URL(request.url).searchParams;
    const asked =
      request.method === 'POST'
        ? request
            .clone()
            .json()
            .then(
              (body: { placement?: string; page?: number }) => body,
              () => ({}),
            )
        : Promise.resolve({ placement: query.get('placement') ?? undefined });
    calls.set(requestId, { method: request.method, pathname: simulatorPath(request.url), asked, traceId: undefined });
  };
  const onAnswer = ({ response, requestId }: { response: Response; requestId: string }) => {
    const call = calls.get(requestId);
    if (call) call.traceId = response.headers.get('x-b3-traceid');
  };
  beforeEach(() => {
    calls.clear();
    backend.server.events.on('request:start', onStart);
    backend.server.events.on('response:mocked', onAnswer);
  });
  afterEach(() => {
    backend.server.events.removeListener('request:start', onStart);
    backend.server.events.removeListener('response:mocked', onAnswer);
  });
  return async (method: string, path: RegExp, which: { placement?: string; page?: number }) => {
    for (const call of calls.values()) {
      if (call.method !== method || !path.test(call.pathname)) continue;
      const asked = await call.asked;
      if (Object.entries(which).every(([key, value]) => asked[key as keyof typeof asked] === value)) return call.traceId;
    }
    throw new Error(`no ${method} call to ${String(path)} asked for ${JSON.stringify(which)}`);
  };
}

/** A recommended product as the backend sends it (contract recommendations.ts). */
export interface Card {
  itemSku: string;
  name: string;
  urlFriendlyName: string;
  imageUrl: string;
  price: { listed: number; offered: number };
}

/**
 * The simulator's own cards for `productId`, `count` of them: every item of the other products, as its
 * feed lists them. For an answer the simulator never gives: longer than asked for, or with a card
 * changed.
 */
export async function simulatorCards(backend: SimulatorBackend, productId: string, count: number): Promise<Card[]> {
  const answer = await backend.simulator().fetch(
    new Request('http://simulator.test/backend/search/infinite-recommendations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId, page: 0, itemPerPage: count }),
    }),
  );
  const { data } = (await answer.json()) as { data: Card[] };
  if (data.length < count) throw new Error(`the simulator has ${data.length} cards for ${productId}, not ${count}`);
  return data;
}

/** A card's page, as the card links it. */
export const pageOf = (card: Card) => `/p/${card.urlFriendlyName}/is--${card.itemSku}`;

/** Sari, her session signed in, adds the phone to her bag from its page; the add-to-bag modal opens. */
export async function addPhoneToBag(backend: SimulatorBackend, locale: 'id' | 'en' = 'id') {
  await backend.session.signIn('sari@contoh.id');
  const view = renderRemote({ path: PHONE, user: SARI, locale });
  await userEvent.click(await screen.findByRole('button', { name: '+ Bag' }));
  return view;
}

/** After the add, the add-to-bag modal's "Lihat rekomendasi" opens the add-to-cart recommendations. */
export async function openAddToCartRecommendations() {
  const added = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
  await userEvent.click(within(added).getByRole('button', { name: 'Lihat rekomendasi' }));
  return screen.findByRole('dialog', { name: 'Rekomendasi untukmu' });
}

/** The tumbler's twelve colours in the recommendations' catalogue (the fixture's one, black, first). */
const TUMBLER_COLOURS = ['Hitam', 'Putih', 'Merah', 'Biru', 'Hijau', 'Kuning', 'Ungu', 'Abu-abu', 'Cokelat', 'Merah Muda', 'Oranye', 'Navy'];

/**
 * The recommendations' catalogue: the fixtures, but the tumbler (tumbler.json) is sold by the blender's
 * store, Dapur Bunda (every store of the fixtures sells one product, so no page has the store's ads),
 * and comes in twelve colours, so the blender's feed (every item of the other products) has three
 * pages: 18, 18 and 1.
 */
export const recommendationsCatalogue = () =>
  catalogueCopy((files) => {
    const tumbler = files.get('products/tumbler.json') as { merchant: object; items: { itemSku: string; attributes: object }[] };
    const blender = files.get('products/blender.json') as { merchant: { code: string; name: string; url: string } };
    const [black] = tumbler.items;
    files.set('products/tumbler.json', {
      ...tumbler,
      merchant: { ...tumbler.merchant, code: blender.merchant.code, name: blender.merchant.name, url: blender.merchant.url },
      attributes: [{ code: 'warna', name: 'Warna', display: 'BUTTON', values: TUMBLER_COLOURS.map((value) => ({ value })) }],
      items: TUMBLER_COLOURS.map((value, index) => ({ ...black, itemSku: `TMB-60006-${String(index + 1).padStart(5, '0')}`, attributes: { warna: value } })),
    });
  });
