// The English messages of promotions, a chunk of their own.
import type { PromotionsMessageId } from './promotions.messages.id';

const promotionsMessagesEn: Record<PromotionsMessageId, string> = {
  'pdp.vouchers.title': 'Promotions & vouchers',
  'pdp.vouchers.recommended': 'Recommended promotion',
  'pdp.vouchers.recommendedLogin': 'Log in to use this promotion',
  'pdp.vouchers.group.platform': 'Platform vouchers',
  'pdp.vouchers.group.merchant': 'Store vouchers',
  'pdp.vouchers.group.sellerShipping': 'Store shipping vouchers',
  'pdp.vouchers.group.platformShipping': 'Shipping vouchers',
  'pdp.vouchers.reward.DISCOUNT': '{value}% off',
  'pdp.vouchers.reward.DISCOUNT.capped': '{value}% off, up to {max}',
  'pdp.vouchers.reward.AMOUNT_OFF': '{amount} off',
  'pdp.vouchers.minPurchase': 'Min. spend {amount}',
  'pdp.vouchers.endsOn': 'Valid until {date}',
  'pdp.vouchers.code': 'Code {code}',
  'pdp.vouchers.quota': '{count} left',
  'pdp.vouchers.autoApplied': 'Applied at checkout by itself',
  'pdp.vouchers.claim': 'Claim',
  'pdp.vouchers.claimName': 'Claim {name}',
  'pdp.vouchers.claiming': 'Claiming…',
  'pdp.vouchers.claimed': 'Claimed',
  'pdp.vouchers.used': 'Already used',
  'pdp.vouchers.quotaRunOut': 'Quota ran out',
  'pdp.vouchers.claimSucceeded': 'Voucher {name} claimed.',
  'pdp.vouchers.claimFailed': 'Could not claim the voucher. Try again.',
  'pdp.vouchers.terms': 'T&C',
  'pdp.vouchers.termsOf': 'T&C {name}',
  'pdp.vouchers.termsTitle': 'Terms & conditions',
  'pdp.vouchers.termsFailed': 'Could not load the terms & conditions.',
  'pdp.vouchers.termsLoading': 'Loading terms & conditions…',
  'pdp.vouchers.openPage': 'Open the promotions page',
};

export default promotionsMessagesEn;
