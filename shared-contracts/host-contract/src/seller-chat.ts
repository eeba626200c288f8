// Chat with the seller, a pharmacist or customer care (spec §2 routes, §3 storage keys, §6): the
// host's pages a chat opens, the live chat's popup, and the seller-chat flags kept in browser storage.
// A module of its own, apart from the links and STORAGE_KEYS, so that only the code that chats (a
// lazily loaded section) carries it.

export const sellerChatPath = (merchantCode: string) => `/member/seller-chat/${encodeURIComponent(merchantCode)}`;
export const customerCareLiveChatPath = (topic: string) => `/customer-care/live-chat/${encodeURIComponent(topic)}`;

/** Spec §2: customer-care live chat opens in a 400x450 popup, without access back to us. */
export const LIVE_CHAT_POPUP_FEATURES = 'width=400,height=450,noopener,noreferrer';

/** The live chat's topic when customer care's ticket configs give none (a product question). */
export const DEFAULT_LIVE_CHAT_TOPIC = 'produk';

/** A live chat topic: lower-case letters, digits and hyphens, as it stands in the live chat's path. */
export const isLiveChatTopic = (topic: unknown): topic is string => typeof topic === 'string' && /^[a-z0-9-]{1,40}$/.test(topic);

/**
 * GET /common/content/ticket-configs (spec §7 "ticket configs"; JSON text content of this list, our
 * shape): the topics customer care takes a chat about, in the order offered, the first the default.
 * Each opens the live chat on its topic (`customerCareLiveChatPath(topic)`).
 */
export interface TicketConfigDto {
  topic: string;
  label: { id: string; en: string };
}

export const SELLER_CHAT_STORAGE_KEY = 'pdp.seller-chat';

/** Onboarding shown, iframe visible, accessed. */
export interface SellerChatFlags {
  onboardingShown: boolean;
  iframeVisible: boolean;
  accessed: boolean;
}
