// Where an onboarding tip points (spec §2 onboarding tips). A feature marks the element a tip is about,
// `data-onboarding={'promo-highlight' satisfies OnboardingTipId}` (a plain attribute, checked by its
// type: the feature imports no onboarding code), and only while the tip makes sense there (a buy-now
// button the shopper can use, a promo row with vouchers); the onboarding feature (features/onboarding)
// finds the marks on the page and shows one tip at a time. A tip whose feature is not on the page has
// no mark: it is skipped.

/** The spec's tips (the contract's list). Subscription comes with its feature (issue 18). */
export type { OnboardingTipId } from '@pdp/host-contract/storage-keys';

/** The mark's attribute. */
export const ONBOARDING_ATTRIBUTE = 'data-onboarding';
