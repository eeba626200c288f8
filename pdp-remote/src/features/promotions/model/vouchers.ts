// The vouchers of spec §3 as the page holds them: the platform's (applied by themselves) and the
// seller's (claimed), one list in the order the shopper reads them, and the rules of spec §4 Voucher
// claim: what a claim or a refusal does to a voucher, and what its claim button says.
import type { VoucherStatus } from '@pdp/backend-api/enums';
import type { RecommendedPromotionDto, VoucherRewardDto } from '@pdp/backend-api/vouchers';

export const VOUCHER_KINDS = ['platform', 'merchant', 'sellerShipping', 'platformShipping'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export interface Voucher {
  kind: VoucherKind;
  /** The seller's vouchers are claimed and read by id; the platform's by code (then `id` is the code). */
  id: string;
  code: string;
  /** A seller shipping voucher's title, copied (spec §3). */
  name: string;
  /** The platform's vouchers are always ACTIVE. */
  status: VoucherStatus;
  /** Null for the platform's vouchers, which have no quota to show. */
  remainingQuota: number | null;
  reward: VoucherRewardDto;
  minPurchase: number;
  endDate: string;
}

export interface Promotions {
  recommended: RecommendedPromotionDto | null;
  vouchers: Voucher[];
}

export const isClaimable = (voucher: Voucher): boolean => voucher.kind === 'merchant' || voucher.kind === 'sellerShipping';

/** What the claim button of a seller's voucher says, and whether it can be pressed (spec §3 selected promotion). */
export type ClaimButton = 'claim' | 'claimed' | 'used' | 'quotaRunOut';

export function claimButtonOf(voucher: Voucher): ClaimButton {
  if (voucher.status === 'CLAIMED') return 'claimed';
  if (voucher.status === 'USED' || voucher.status === 'REDEEMED') return 'used';
  if (voucher.remainingQuota === 0) return 'quotaRunOut';
  return 'claim';
}

/** A claim succeeded: the voucher is CLAIMED, and nothing else changes (spec §4: not its quota). */
export const claimed = (voucher: Voucher): Voucher => ({ ...voucher, status: 'CLAIMED' });

/** A claim was refused: VOUCHER_CLAIMED means it is saved already; QUOTA_RUN_OUT that none is left. */
export function refused(voucher: Voucher, code: string): Voucher {
  if (code === 'VOUCHER_CLAIMED') return { ...voucher, status: 'CLAIMED' };
  if (code === 'QUOTA_RUN_OUT') return { ...voucher, remainingQuota: 0 };
  return voucher;
}
