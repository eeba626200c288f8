// Which chat the seller section offers (spec §4 Seller chat, §6): the seller's own chat only when
// chat is on, the merchant's commission type is in the allowed list, and the merchant is not a
// trading type, or its code is listed, or the list is empty; the platform's trading types (TD, TC)
// go to customer care instead; a MEDICAL product of a listed merchant goes to a pharmacist.
// Customer care answers within its operational hours (`HH:MM-HH:MM`, Western Indonesia time).
import type { CommissionType } from '@pdp/backend-api/enums';

/** The product config keys chat reads (spec §3 Product config); the app layer hands them over. */
export interface ChatConfig {
  sellerChatEnabled: boolean;
  allowedCommissionTypesToChat: readonly string[];
  allowedTradingMerchantCodesToChat: readonly string[];
  chatPharmacist: readonly string[];
  customerServiceOperationalHour: string;
  /** Show the seller-chat onboarding tip once (spec §3: the string 'true'). */
  sellerChatOnboardingEnabled: boolean;
}

export type ChatOption = 'seller' | 'pharmacist' | 'customer-care';

/** Sold (and so answered) by the platform: customer care chats for them (spec §6). */
const TRADING_COMMISSION_TYPES: readonly CommissionType[] = ['TD', 'TC'];

function sellerChatAllowed(merchant: { code: string; commissionType: CommissionType }, config: ChatConfig): boolean {
  if (!config.sellerChatEnabled || !config.allowedCommissionTypesToChat.includes(merchant.commissionType)) return false;
  const codes = config.allowedTradingMerchantCodesToChat;
  return !TRADING_COMMISSION_TYPES.includes(merchant.commissionType) || codes.length === 0 || codes.includes(merchant.code);
}

export function chatOptionOf(merchant: { code: string; commissionType: CommissionType }, tags: readonly string[], config: ChatConfig): ChatOption | null {
  if (tags.includes('MEDICAL') && config.chatPharmacist.includes(merchant.code)) return 'pharmacist';
  if (sellerChatAllowed(merchant, config)) return 'seller';
  return TRADING_COMMISSION_TYPES.includes(merchant.commissionType) ? 'customer-care' : null;
}

/** Western Indonesia time (WIB), where customer care keeps its hours: UTC+7, no daylight saving. */
const WIB_OFFSET_MINUTES = 7 * 60;
const HOURS = /^\s*([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]|24):([0-5]\d)\s*$/;

/** Whether customer care answers at `now` (ms); hours that are not given, or not readable, mean always. */
export function customerCareOpen(hours: string, now: number): boolean {
  const match = HOURS.exec(hours);
  if (!match) return true;
  const [open, close] = [Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])];
  const minute = Math.floor((now / 60_000 + WIB_OFFSET_MINUTES) % (24 * 60));
  return open <= close ? minute >= open && minute < close : minute >= open || minute < close;
}

/** The hours as shown (`08:00–22:00`), or null when none are given. */
export const customerCareHoursText = (hours: string): string | null => {
  const match = HOURS.exec(hours);
  return match ? `${match[1]}:${match[2]}–${match[3]}:${match[4]}` : null;
};
