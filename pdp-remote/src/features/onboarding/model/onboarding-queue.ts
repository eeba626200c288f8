// The onboarding queue (spec §2, §3 storage): the tips in the spec's order, each shown until the shopper
// closes it and never again after (the closed flags in storage). The seller chat's tip is also closed by
// the seller-chat flags' `onboardingShown`, which opening the chat sets.
import { SELLER_CHAT_STORAGE_KEY, type SellerChatFlags } from '@pdp/host-contract/seller-chat';
import { ONBOARDING_CLOSED_KEY, ONBOARDING_TIP_IDS, type OnboardingTipId } from '@pdp/host-contract/storage-keys';
import { createSafeStorage } from '../../../shared/storage/safe-storage';

/** The order tips are shown in: the spec's list (the contract's). */
export const ONBOARDING_ORDER: readonly OnboardingTipId[] = ONBOARDING_TIP_IDS;

const storage = createSafeStorage('local');

/** Stored as `{ "<tip id>": true }`; anything else in it is ignored. */
export function readClosedTips(): ReadonlySet<OnboardingTipId> {
  const stored = storage.getJson<unknown>(ONBOARDING_CLOSED_KEY, {});
  const closed = new Set<OnboardingTipId>();
  if (stored && typeof stored === 'object') {
    for (const id of ONBOARDING_ORDER) if ((stored as Record<string, unknown>)[id] === true) closed.add(id);
  }
  if (storage.getJson<Partial<SellerChatFlags>>(SELLER_CHAT_STORAGE_KEY, {}).onboardingShown === true) closed.add('seller-chat');
  return closed;
}

export function closeTip(id: OnboardingTipId): void {
  const stored = storage.getJson<Record<string, unknown>>(ONBOARDING_CLOSED_KEY, {});
  storage.setJson(ONBOARDING_CLOSED_KEY, { ...(stored && typeof stored === 'object' ? stored : {}), [id]: true });
  if (id === 'seller-chat') {
    const flags = storage.getJson<Partial<SellerChatFlags>>(SELLER_CHAT_STORAGE_KEY, {});
    storage.setJson(SELLER_CHAT_STORAGE_KEY, { onboardingShown: true, iframeVisible: flags.iframeVisible === true, accessed: flags.accessed === true });
  }
}

/** The tip to show: the first in order that is not closed and whose mark is in view. */
export function nextTip(inView: ReadonlySet<OnboardingTipId>, closed: ReadonlySet<OnboardingTipId>): OnboardingTipId | null {
  return ONBOARDING_ORDER.find((id) => inView.has(id) && !closed.has(id)) ?? null;
}
