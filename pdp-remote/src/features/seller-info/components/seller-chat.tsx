// The seller section's chat line (spec §4 Seller chat, §6): the seller's chat or a pharmacist's as a
// link to the host's seller-chat page, or, for what the platform itself sells, customer care behind
// its confirmation. Opening a chat marks the seller-chat flags as accessed (spec §3, storage). With
// the onboarding switch on (`sellerChatOnboardingEnabled`), the seller's chat is marked for its
// onboarding tip (spec §2, features/onboarding), which opening the chat closes (`onboardingShown`).
import type { MerchantDto } from '@pdp/backend-api/backend';
import { SELLER_CHAT_STORAGE_KEY, sellerChatPath, type SellerChatFlags } from '@pdp/host-contract/seller-chat';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { useModal } from '../../../shared/modal/use-modal';
import { createSafeStorage } from '../../../shared/storage/safe-storage';
import { HostLink } from '../../../shared/ui/host-link';
import type { OnboardingTipId } from '../../../shared/onboarding/onboarding-anchor';
import { secondaryButton } from '../../../shared/ui/buttons';
import type { ChatConfig, ChatOption } from '../model/chat-option';

const storage = createSafeStorage('local');

/** The seller-chat flags as stored, each false until set (spec §3). */
function readFlags(): SellerChatFlags {
  const flags = storage.getJson<Partial<SellerChatFlags>>(SELLER_CHAT_STORAGE_KEY, {});
  return { onboardingShown: flags.onboardingShown === true, iframeVisible: flags.iframeVisible === true, accessed: flags.accessed === true };
}

const setFlags = (change: Partial<SellerChatFlags>) => storage.setJson(SELLER_CHAT_STORAGE_KEY, { ...readFlags(), ...change });

/** Opening a chat: accessed, and its onboarding tip is no longer needed. */
export function markSellerChatAccessed(): void {
  setFlags({ accessed: true, onboardingShown: true });
}

const chatButton = { ...secondaryButton, minHeight: 44, display: 'inline-flex', alignItems: 'center', textDecoration: 'none' } as const;

export function SellerChat({ option, merchant, config }: { option: ChatOption; merchant: MerchantDto; config: ChatConfig }) {
  const { t } = usePdpMessages(detailsMessages);
  const { openModal } = useModal();
  if (option === 'customer-care') {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        css={chatButton}
        onClick={() => openModal({ id: 'customer-care-chat', payload: { hours: config.customerServiceOperationalHour } })}
      >
        {t('pdp.seller.chatCustomerCare')}
      </button>
    );
  }
  const path = option === 'pharmacist' ? `${sellerChatPath(merchant.code)}?type=pharmacist` : sellerChatPath(merchant.code);
  // Capturing the click marks the chat accessed before the host navigates, a new tab's click included.
  return (
    <span
      onClickCapture={markSellerChatAccessed}
      data-onboarding={option === 'seller' && config.sellerChatOnboardingEnabled ? ('seller-chat' satisfies OnboardingTipId) : undefined}
    >
      <HostLink to={path} css={chatButton}>
        {t(option === 'pharmacist' ? 'pdp.seller.chatPharmacist' : 'pdp.seller.chat')}
      </HostLink>
    </span>
  );
}
