// The wishlist calls against the real simulator (spec §3 Wishlist, §5, §6, §7): members only, the
// default album, adding the product to albums (again is harmless), `isInWishlist` from the product's
// albums, creating an album under the name rule, deleting one item and several at once, and the
// hostile album names only when the attack corpus is on.
import { isInWishlist, type WishlistCreatedGroupDto, type WishlistGroupsDto, type WishlistProductGroupsDto } from '@pdp/backend-api/wishlist';
import { simulatorPerFile, withAttackCorpus } from './test-simulator';
import { ATTACK_CORPUS } from './catalogue/attack-corpus';

const simulator = simulatorPerFile();
const GROUPS = '/member/wishlist/_groups';
const PRODUCT = '/member/wishlist/_product/ps--SPL-60001/groups';

describe('wishlist albums', () => {
  it('asks an anonymous shopper to sign in for every call', async () => {
    const anonymous = await simulator.session();
    expect((await anonymous.call(GROUPS)).status).toBe(401);
    expect((await anonymous.call(PRODUCT)).status).toBe(401);
    expect((await anonymous.call(PRODUCT, { json: { groupId: 'WG-1' } })).status).toBe(401);
    expect((await anonymous.call(GROUPS, { json: { name: 'Kado' } })).status).toBe(401);
    expect((await anonymous.call('/member/wishlist/items/WI-2?productId=ps--SPL-60001', { method: 'DELETE' })).status).toBe(401);
  });

  it('keeps the product in albums, whichever id names it, and counts it once per album', async () => {
    const member = await simulator.member();
    expect((await member.call<WishlistGroupsDto>(GROUPS)).body.data.groups).toEqual([{ id: 'WG-1', name: 'Favorit', itemCount: 0 }]);
    const before = (await member.call<WishlistProductGroupsDto>(PRODUCT)).body.data;
    expect([before.productGroups, isInWishlist(before)]).toEqual([[], false]);
    for (let time = 0; time < 2; time += 1) {
      const added = await member.call<WishlistProductGroupsDto>('/member/wishlist/_product/is--SPL-60001-00002/groups', { json: { groupId: 'WG-1' } });
      expect(added.status).toBe(200);
      expect(added.body.data.productGroups).toEqual([{ itemId: 'WI-2', groupId: 'WG-1' }]);
    }
    expect(isInWishlist((await member.call<WishlistProductGroupsDto>(PRODUCT)).body.data)).toBe(true);
    expect((await member.call<WishlistGroupsDto>(GROUPS)).body.data.groups[0]?.itemCount).toBe(1);
    // Another session's wishlist is its own.
    expect((await (await simulator.member()).call<WishlistProductGroupsDto>(PRODUCT)).body.data.productGroups).toEqual([]);
    expect((await member.call(PRODUCT, { json: { groupId: 'WG-404' } })).status).toBe(404);
    expect((await member.call('/member/wishlist/_product/ps--NOPE-1/groups')).status).toBe(404);
  });

  it('creates an album of letters, digits, hyphens and spaces, answering its id, and refuses other names', async () => {
    const member = await simulator.member();
    const created = await member.call<WishlistCreatedGroupDto>(GROUPS, { json: { name: '  Kado Lebaran-2026 ' } });
    expect(created.status).toBe(200);
    const { id } = created.body.data;
    expect((await member.call<WishlistGroupsDto>(GROUPS)).body.data.groups.map((group) => [group.id, group.name])).toContainEqual([id, 'Kado Lebaran-2026']);
    for (const name of ['Kado!', '<b>x</b>', '', '   ', 'a'.repeat(31), 42]) {
      const refused = await member.call(GROUPS, { json: { name } });
      expect([refused.status, refused.body.status, refused.body.errors?.name]).toEqual([400, 'INVALID_GROUP_NAME', ['Hanya dapat diisi huruf dan angka.']]);
    }
  });

  it('refuses a twenty-first album', async () => {
    const member = await simulator.member();
    for (let index = 2; index <= 20; index += 1) expect((await member.call(GROUPS, { json: { name: `Album ${index}` } })).status).toBe(200);
    const refused = await member.call(GROUPS, { json: { name: 'Album 21' } });
    expect([refused.status, refused.body.status]).toEqual([400, 'GROUP_LIMIT_REACHED']);
  });

  it('deletes one item, or several at once, answering the product’s albums after', async () => {
    const member = await simulator.member();
    const { id } = (await member.call<WishlistCreatedGroupDto>(GROUPS, { json: { name: 'Lari' } })).body.data;
    await member.call(PRODUCT, { json: { groupId: 'WG-1' } });
    const both = (await member.call<WishlistProductGroupsDto>(PRODUCT, { json: { groupId: id } })).body.data.productGroups;
    expect(both).toHaveLength(2);
    const [first, second] = both as unknown as [{ itemId: string }, { itemId: string }];
    const one = await member.call<WishlistProductGroupsDto>(`/member/wishlist/items/${first.itemId}?productId=ps--SPL-60001`, { method: 'DELETE' });
    expect(one.body.data.productGroups).toEqual([both[1]]);
    await member.call(PRODUCT, { json: { groupId: 'WG-1' } });
    const ids = (await member.call<WishlistProductGroupsDto>(PRODUCT)).body.data.productGroups.map((item) => `ids=${item.itemId}`).join('&');
    expect(ids).toContain(second.itemId);
    const all = await member.call<WishlistProductGroupsDto>(`/member/wishlist/items?${ids}&productId=ps--SPL-60001`, { method: 'DELETE' });
    expect([all.status, all.body.data.productGroups]).toEqual([200, []]);
    expect((await member.call('/member/wishlist/items?productId=ps--SPL-60001', { method: 'DELETE' })).status).toBe(400);
  });

  it('tells the product’s notified skus', async () => {
    const member = await simulator.member();
    await member.call('/product/products/BLD-60004-00001/_notify-me', { json: { email: 'budi@contoh.id' } });
    expect((await member.call<WishlistProductGroupsDto>('/member/wishlist/_product/ps--BLD-60004/groups')).body.data.notifiedProducts).toEqual([
      'BLD-60004-00001',
    ]);
  });
});

describe('wishlist albums with the attack corpus', () => {
  it('hold an album named with each hostile string', () =>
    withAttackCorpus(async (member) => {
      await member.login();
      const names = (await member.call<WishlistGroupsDto>(GROUPS)).body.data.groups.map((group) => group.name);
      expect(names).toEqual(['Favorit', ...ATTACK_CORPUS.map((entry) => entry.text)]);
    }));
});
