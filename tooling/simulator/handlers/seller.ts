// The seller and social actions (spec §4 Merchant follow/unfollow, §6, §7): whether the shopper
// follows a merchant of the catalogue, and following or unfollowing it (members only), kept in the
// shopper's session.
import type { MerchantFavoriteDto } from '@pdp/shared-contracts';
import { fail, ok, type Handler, type Router } from '../http-kit';
import type { Catalogue } from '../catalogue/load-catalogue';
import type { SessionStore } from '../sessions';

export function sellerRoutes(router: Router, catalogue: Catalogue, sessions: SessionStore): void {
  const merchants = new Set(catalogue.products.map((product) => product.merchant.code));
  const answer = (merchantCode: string, followed: boolean) => ok<MerchantFavoriteDto>({ merchantCode, followed });

  const change =
    (follow: boolean): Handler =>
    ({ params, sessionId }) => {
      const session = sessions.get(sessionId);
      if (!session.userId) return fail(401);
      const code = params.code ?? '';
      if (!merchants.has(code)) return fail(404);
      if (follow) session.followedMerchants.add(code);
      else session.followedMerchants.delete(code);
      return answer(code, follow);
    };

  router.add('GET', '/backend/official/merchant-favorites/:code', 'merchant-favorite', ({ params, sessionId }) => {
    const code = params.code ?? '';
    if (!merchants.has(code)) return fail(404);
    return answer(code, sessions.get(sessionId).followedMerchants.has(code));
  });
  router.add('POST', '/backend/official/merchant-favorites/:code/_follow', 'merchant-follow', change(true));
  router.add('DELETE', '/backend/official/merchant-favorites/:code/_unfollow', 'merchant-unfollow', change(false));
}
