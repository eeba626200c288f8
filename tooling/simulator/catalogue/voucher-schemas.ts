// The vouchers of a product fixture (spec §3 Vouchers): rewards, quotas and statuses the contract
// knows, codes unique in the product; ids unique across the catalogue is load-catalogue's to check.
import { VOUCHER_REWARD_TYPES, type VoucherStatus } from '@pdp/backend-api/enums';
import type { RecommendedPromotionDto, VoucherRewardDto } from '@pdp/backend-api/vouchers';
import { amount, count, describes, list, nonEmptyList, object, once, oneOf, problem, sku, text } from './schema-kit';

const MAX_PERCENT = 100;
/** CLAIMED is session state, never a fixture's. */
const FIXTURE_VOUCHER_STATUSES = ['ACTIVE', 'USED', 'REDEEMED'] as const satisfies readonly VoucherStatus[];

const rewardSchema = describes<VoucherRewardDto>()(
  object({ type: oneOf(VOUCHER_REWARD_TYPES), value: amount, maxAmount: amount.nullable() }).superRefine((reward, context) => {
    if (reward.type === 'DISCOUNT' && reward.value > MAX_PERCENT) problem(context, ['value'], 'must be a percentage of 100 or less');
  }),
);

/** What every voucher holds; its end date is placed `endsInDays` after now, so it never lapses. */
export const voucherBaseSchema = object({
  reward: rewardSchema,
  minPurchase: count,
  endsInDays: count,
  /** Its terms, a plain-text line each. */
  terms: nonEmptyList(text),
});

const platformVoucherSchema = voucherBaseSchema.extend({ code: sku, name: text });

/** A seller's voucher. Its quota is what is left before this session claims; 0: every claim answers QUOTA_RUN_OUT. */
const merchantVoucherSchema = platformVoucherSchema.extend({
  /** Unique in the catalogue: the claim and the terms find it by id. */
  id: sku,
  status: oneOf(FIXTURE_VOUCHER_STATUSES),
  remainingQuota: count,
});

const LISTS = ['platform', 'platformShipping', 'merchant', 'sellerShipping'] as const;

export const vouchersSchema = object({
  recommendedPromotion: describes<RecommendedPromotionDto>()(object({ title: text, description: text })).optional(),
  platform: list(platformVoucherSchema).optional(),
  platformShipping: list(platformVoucherSchema).optional(),
  merchant: list(merchantVoucherSchema).optional(),
  /** Seller shipping vouchers; `name` is served as `title`. */
  sellerShipping: list(merchantVoucherSchema).optional(),
}).superRefine((vouchers, context) => {
  // A shopper types a code at checkout, so no two of the product's vouchers share one.
  const codes = new Set<string>();
  for (const key of LISTS) vouchers[key]?.forEach((voucher, index) => once(context, codes, voucher.code, [key, index, 'code']));
});
