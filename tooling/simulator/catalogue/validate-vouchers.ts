// Checks the vouchers of a product fixture (spec §3 Vouchers): rewards, quotas and statuses the
// contract knows, codes unique in the product; ids unique across the catalogue is load-catalogue's.
import { VOUCHER_REWARD_TYPES } from '@pdp/backend-api/enums';
import type { Validator } from './validator';

const MAX_PERCENT = 100;

function validateVoucherBase(v: Validator, voucher: Record<string, unknown>, field: string): void {
  const reward = v.record(voucher.reward, `${field}.reward`);
  v.oneOf(VOUCHER_REWARD_TYPES)(reward.type, `${field}.reward.type`);
  v.number(reward.value, `${field}.reward.value`);
  if (reward.type === 'DISCOUNT' && (reward.value as number) > MAX_PERCENT) v.fail(`${field}.reward.value`, 'must be a percentage of 100 or less');
  if (reward.maxAmount !== null) v.number(reward.maxAmount, `${field}.reward.maxAmount`);
  v.integer(voucher.minPurchase, `${field}.minPurchase`);
  v.integer(voucher.endsInDays, `${field}.endsInDays`);
  v.array(voucher.terms, `${field}.terms`, v.string, { nonEmpty: true });
}

/** Returns the ids of the seller's vouchers (merchant and seller shipping). */
export function validateVouchers(v: Validator, raw: unknown, field: string): string[] {
  const vouchers = v.record(raw, field);
  if (vouchers.recommendedPromotion !== undefined) {
    const promotion = v.record(vouchers.recommendedPromotion, `${field}.recommendedPromotion`);
    v.string(promotion.title, `${field}.recommendedPromotion.title`);
    v.string(promotion.description, `${field}.recommendedPromotion.description`);
  }
  const codes = new Set<string>();
  const ids: string[] = [];
  const list = (key: 'platform' | 'platformShipping' | 'merchant' | 'sellerShipping', claimable: boolean) => {
    if (vouchers[key] === undefined) return;
    v.array(vouchers[key], `${field}.${key}`, (value, voucherField) => {
      const voucher = v.record(value, voucherField);
      v.sku(voucher.code, `${voucherField}.code`);
      if (codes.has(voucher.code as string)) v.fail(`${voucherField}.code`, 'is used twice');
      codes.add(voucher.code as string);
      v.string(voucher.name, `${voucherField}.name`);
      validateVoucherBase(v, voucher, voucherField);
      if (!claimable) return;
      v.sku(voucher.id, `${voucherField}.id`);
      ids.push(voucher.id as string);
      v.oneOf(['ACTIVE', 'USED', 'REDEEMED'])(voucher.status, `${voucherField}.status`);
      v.integer(voucher.remainingQuota, `${voucherField}.remainingQuota`);
    });
  };
  list('platform', false);
  list('platformShipping', false);
  list('merchant', true);
  list('sellerShipping', true);
  return ids;
}
