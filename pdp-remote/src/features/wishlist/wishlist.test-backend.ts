// A member's wishlist as the simulator holds it, for the wishlist's tests (wishlist.test.tsx, the fault
// matrix): the albums with their counts, the albums holding the product, adding it to one, making an
// album, deleting one item or every item at once; `fail` makes one kind of call fail.
import { HttpResponse, delay } from 'msw';
import { TEST_BACKEND, backendServer, envelope, http } from '@pdp/test-kit/backend-mock';

export const BUDI = { id: 'u1', name: 'Budi' };
export const PATH = '/p/sepatu-lari-aero/ps--SPL-1';
export const serverError = () => HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 });

export interface Album {
  id: string;
  name: string;
}

/** A member's wishlist held in memory as the simulator holds it; `fail` makes one kind of call fail. */
export function serveWishlist({
  albums = [{ id: 'WG-1', name: 'Favorit' }] as Album[],
  saved = [] as string[],
  fail = {} as Partial<Record<string, () => Response>>,
} = {}) {
  const groups = [...albums];
  let items = saved.map((groupId, index) => ({ itemId: `WI-${index + 1}`, groupId }));
  let next = 10;
  const calls: string[] = [];
  const answer = () => envelope({ productGroups: items, notifiedProducts: [] });
  backendServer.use(
    http.get(`${TEST_BACKEND}/member/wishlist/_groups`, async () => {
      calls.push('groups');
      // Read again after a write: slow enough for the page to show what it shows meanwhile.
      if (calls.filter((call) => call === 'groups').length > 1) await delay(100);
      return (
        fail.groups?.() ?? envelope({ groups: groups.map((group) => ({ ...group, itemCount: items.filter((item) => item.groupId === group.id).length })) })
      );
    }),
    http.get(`${TEST_BACKEND}/member/wishlist/_product/:id/groups`, ({ params }) => {
      calls.push(`product ${String(params.id)}`);
      return fail.product?.() ?? answer();
    }),
    http.post(`${TEST_BACKEND}/member/wishlist/_product/:id/groups`, async ({ request }) => {
      const { groupId } = (await request.json()) as { groupId: string };
      calls.push(`add ${groupId}`);
      const failure = fail.add?.();
      if (failure) return failure;
      items = [...items, { itemId: `WI-${(next += 1)}`, groupId }];
      return answer();
    }),
    http.post(`${TEST_BACKEND}/member/wishlist/_groups`, async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      calls.push(`create ${name}`);
      const failure = fail.create?.();
      if (failure) return failure;
      const id = `WG-${(next += 1)}`;
      groups.push({ id, name });
      return envelope({ id });
    }),
    http.delete(`${TEST_BACKEND}/member/wishlist/items/:itemId`, ({ params, request }) => {
      calls.push(`delete ${String(params.itemId)} of ${new URL(request.url).searchParams.get('productId')}`);
      items = items.filter((item) => item.itemId !== params.itemId);
      return answer();
    }),
    http.delete(`${TEST_BACKEND}/member/wishlist/items`, ({ request }) => {
      const ids = new URL(request.url).searchParams.getAll('ids');
      calls.push(`bulk delete ${ids.join(',')}`);
      items = items.filter((item) => !ids.includes(item.itemId));
      return answer();
    }),
  );
  return calls;
}
