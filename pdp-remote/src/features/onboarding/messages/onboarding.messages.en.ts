// The English messages of the onboarding tips, in the tips' chunk.
import type { OnboardingMessageId } from './onboarding.messages.id';

const onboardingMessagesEn: Record<OnboardingMessageId, string> = {
  'pdp.onboarding.label': 'Tips',
  'pdp.onboarding.singleCheckout': 'Buy now takes this item alone straight to checkout, leaving the rest of your bag.',
  'pdp.onboarding.promoHighlight': 'This product has promos. See them all and use the one that saves most.',
  'pdp.onboarding.tradeInHighlight': 'Got an old device? Trade it in and get money off this product.',
  'pdp.onboarding.shippingCard': 'Shipping cost and arrival are for your address. More shipping options are here.',
  'pdp.onboarding.sellerChat': 'New! Ask the seller about stock, sizes or delivery in a chat.',
  'pdp.onboarding.subscriptionHow': 'Subscribe to this product: delivered every week or every month, for up to 12 months.',
  'pdp.onboarding.subscriptionSave': 'Save on every delivery, plus a shipping discount on packages from Rp50.000.',
  'pdp.onboarding.step': '{step, number} of {total, number}',
  'pdp.onboarding.next': 'Next',
  'pdp.onboarding.addOns': 'Need installation or protection? Add the service here before you buy.',
  'pdp.onboarding.close': 'Got it',
};

export default onboardingMessagesEn;
