// The seller and social actions (spec §3 Merchant info; §4 Merchant follow/unfollow; §6; §7). The spec names the paths; the shapes are ours, served by the simulator exactly so.

/**
 * GET /official/merchant-favorites/{merchantCode}: whether the shopper follows the merchant (false for
 * an anonymous shopper). POST …/{merchantCode}/_follow and DELETE …/{merchantCode}/_unfollow (members
 * only, empty body; 401 for an anonymous shopper) answer the same after the change, so following
 * twice is harmless.
 */
export interface MerchantFavoriteDto {
  merchantCode: string;
  followed: boolean;
}

