// Payment options (spec §1, §3, §9; issue 18). Pay-later: `GET /wallet/paylater` (spec §7) answers the
// signed-in member's pay-later status, "a status string" whose values the spec does not show: these
// are ours. An anonymous shopper has no wallet (401).

export const PAY_LATER_STATUSES = ['ACTIVE', 'NOT_REGISTERED', 'PENDING', 'SUSPENDED'] as const;
export type PayLaterStatus = (typeof PAY_LATER_STATUSES)[number];

export interface PayLaterDto {
  status: PayLaterStatus;
}

/** Spec §9: the pay-later limit the page shows, up to Rp 8 million a month. */
export const PAY_LATER_MONTHLY_LIMIT = 8_000_000;
