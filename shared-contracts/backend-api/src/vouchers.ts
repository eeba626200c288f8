// Vouchers and promotions (spec §3 Vouchers, §4 Voucher claim, §7, §8 Others). The spec names the
// calls and the fields; the shapes are ours, served by the simulator exactly so. Platform vouchers
// apply by themselves at checkout; the seller's vouchers (merchant and seller shipping) are claimed.

import type { VoucherRewardType, VoucherStatus } from './enums';

/** DISCOUNT: `value` percent, at most `maxAmount` rupiah; AMOUNT_OFF: `value` rupiah off. */
export interface VoucherRewardDto {
  type: VoucherRewardType;
  value: number;
  maxAmount: number | null;
}

/** What every voucher shows: its reward, the least the order must cost and when it ends (ISO). */
export interface VoucherTermsSummaryDto {
  reward: VoucherRewardDto;
  minPurchase: number;
  endDate: string;
}

/** A platform voucher or a platform shipping voucher: applies by itself, read by code. */
export interface PlatformVoucherDto extends VoucherTermsSummaryDto {
  code: string;
  name: string;
}

/** The promotion the platform recommends for the item, shown first. */
export interface RecommendedPromotionDto {
  title: string;
  description: string;
}

/** GET /product-detail/products/{id}/vouchers */
export interface ProductVouchersDto {
  recommendedPromotion: RecommendedPromotionDto | null;
  platformVouchers: PlatformVoucherDto[];
  platformShippingVouchers: PlatformVoucherDto[];
}

/** A voucher of the seller, which the shopper claims (POST /product/merchant/vouchers/{id}/_claim). */
export interface MerchantVoucherDto extends VoucherTermsSummaryDto {
  id: string;
  code: string;
  name: string;
  status: VoucherStatus;
  remainingQuota: number;
}

/** GET /product/merchant/vouchers?itemSku= */
export type MerchantVouchersDto = MerchantVoucherDto[];

/** A seller shipping voucher: as a merchant voucher, named by `title` (the page copies it to the name). */
export interface SellerShippingVoucherDto extends Omit<MerchantVoucherDto, 'name'> {
  title: string;
}

/** GET /product/merchant/vouchers-info?itemSku= : how many vouchers the seller has, and its shipping vouchers. */
export interface MerchantVouchersInfoDto {
  merchantVoucherCount: number;
  sellerShippingVouchers: SellerShippingVoucherDto[];
}

/**
 * GET /product-detail/vouchers/{code}/tnc, /product-detail/vouchers/shipping/{code}/tnc and
 * /product-detail/merchant/vouchers/{id}/tnc: the terms, one plain-text line each.
 */
export interface VoucherTermsDto {
  terms: string[];
}

/**
 * POST /product/merchant/vouchers/{id}/_claim?itemSku= (empty body): the voucher, now CLAIMED. Refused
 * with VOUCHER_CLAIMED (already saved) or QUOTA_RUN_OUT (none left), the reason at `errors.voucher[0]`.
 */
export interface VoucherClaimDto {
  id: string;
  status: 'CLAIMED';
}
