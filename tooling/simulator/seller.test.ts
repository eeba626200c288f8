// The seller and social calls against the real simulator (spec §4 Merchant follow/unfollow, §6): the
// followed flag per shopper, following and unfollowing (members only), and unknown merchants.
import type { MerchantFavoriteDto } from '@pdp/shared-contracts';
import { simulatorPerFile } from './test-simulator';

const simulator = simulatorPerFile();
const PATH = '/official/merchant-favorites/AER-60001';

describe('following a merchant', () => {
  it('flips the followed flag of a member, and following twice is harmless', async () => {
    const member = await simulator.member();
    expect((await member.call<MerchantFavoriteDto>(PATH)).body.data).toEqual({ merchantCode: 'AER-60001', followed: false });
    for (let time = 0; time < 2; time += 1) {
      const followed = await member.call<MerchantFavoriteDto>(`${PATH}/_follow`, { method: 'POST' });
      expect([followed.status, followed.body.data.followed]).toEqual([200, true]);
    }
    expect((await member.call<MerchantFavoriteDto>(PATH)).body.data.followed).toBe(true);
    // Another shopper does not follow it.
    expect((await (await simulator.member()).call<MerchantFavoriteDto>(PATH)).body.data.followed).toBe(false);
    const unfollowed = await member.call<MerchantFavoriteDto>(`${PATH}/_unfollow`, { method: 'DELETE' });
    expect([unfollowed.status, unfollowed.body.data.followed]).toEqual([200, false]);
    expect((await member.call<MerchantFavoriteDto>(PATH)).body.data.followed).toBe(false);
  });

  it('asks an anonymous shopper to sign in, and knows only the catalogue’s merchants', async () => {
    const anonymous = await simulator.session();
    expect((await anonymous.call<MerchantFavoriteDto>(PATH)).body.data.followed).toBe(false);
    expect((await anonymous.call(`${PATH}/_follow`, { method: 'POST' })).status).toBe(401);
    expect((await anonymous.call(`${PATH}/_unfollow`, { method: 'DELETE' })).status).toBe(401);
    const member = await simulator.member();
    expect((await member.call('/official/merchant-favorites/NOPE-1')).status).toBe(404);
    expect((await member.call('/official/merchant-favorites/NOPE-1/_follow', { method: 'POST' })).status).toBe(404);
  });
});
