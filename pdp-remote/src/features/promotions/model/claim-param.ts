// An anonymous shopper who presses Claim signs in first (spec §6) and comes back to the same product,
// variant and quantity with the voucher to claim in `claimVoucher`; the page then claims it. This
// much is on the first screen; reading and writing the parameter (claim-path.ts) loads with the list.
export const CLAIM_PARAM = 'claimVoucher';

/** Whether a path carries a voucher to claim. */
export const hasClaimParam = (path: string): boolean => path.includes(`${CLAIM_PARAM}=`);
