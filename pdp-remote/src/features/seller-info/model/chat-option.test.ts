import { chatOptionOf, customerCareHoursText, customerCareOpen, type ChatConfig } from './chat-option';

const CONFIG: ChatConfig = {
  sellerChatEnabled: true,
  allowedCommissionTypesToChat: ['CC', 'RC', 'MP', 'CM', 'RB'],
  allowedTradingMerchantCodesToChat: [],
  chatPharmacist: ['APT-001'],
  customerServiceOperationalHour: '08:00-22:00',
  sellerChatOnboardingEnabled: false,
};
const merchant = (commissionType: 'TD' | 'TC' | 'RC' | 'CC' | 'MP' | 'CM' | 'RB', code = 'M-1') => ({ code, commissionType });

describe('the chat a product offers (spec §4 Seller chat, §6)', () => {
  it.each(['MP', 'CM', 'RB', 'RC', 'CC'] as const)('offers the seller chat for an allowed %s merchant', (type) => {
    expect(chatOptionOf(merchant(type), [], CONFIG)).toBe('seller');
  });

  it('offers no chat when chat is off, or the commission type is not allowed', () => {
    expect(chatOptionOf(merchant('MP'), [], { ...CONFIG, sellerChatEnabled: false })).toBeNull();
    expect(chatOptionOf(merchant('MP'), [], { ...CONFIG, allowedCommissionTypesToChat: ['RC'] })).toBeNull();
  });

  it.each(['TD', 'TC'] as const)('sends a %s (trading) product to customer care when its type is not allowed to chat', (type) => {
    expect(chatOptionOf(merchant(type), [], CONFIG)).toBe('customer-care');
  });

  it('lets an allowed trading merchant chat when its code is listed or the list is empty, and not otherwise', () => {
    const allowed = { ...CONFIG, allowedCommissionTypesToChat: ['TC', 'MP'] };
    expect(chatOptionOf(merchant('TC', 'T-1'), [], allowed)).toBe('seller');
    expect(chatOptionOf(merchant('TC', 'T-1'), [], { ...allowed, allowedTradingMerchantCodesToChat: ['T-1'] })).toBe('seller');
    expect(chatOptionOf(merchant('TC', 'T-2'), [], { ...allowed, allowedTradingMerchantCodesToChat: ['T-1'] })).toBe('customer-care');
  });

  it('sends a MEDICAL product of a listed merchant to the pharmacist, and only then', () => {
    expect(chatOptionOf(merchant('MP', 'APT-001'), ['MEDICAL'], CONFIG)).toBe('pharmacist');
    expect(chatOptionOf(merchant('MP', 'APT-001'), [], CONFIG)).toBe('seller');
    expect(chatOptionOf(merchant('MP', 'M-9'), ['MEDICAL'], CONFIG)).toBe('seller');
  });
});

describe('customer care hours (Western Indonesia time)', () => {
  // 2026-11-25 00:30 UTC is 07:30 WIB; 01:00 UTC is 08:00 WIB; 14:59 UTC is 21:59 WIB; 15:00 UTC is 22:00 WIB.
  const at = (iso: string) => Date.parse(iso);

  it('is open from the opening minute up to, not including, the closing one', () => {
    expect(customerCareOpen('08:00-22:00', at('2026-11-25T00:30:00Z'))).toBe(false);
    expect(customerCareOpen('08:00-22:00', at('2026-11-25T01:00:00Z'))).toBe(true);
    expect(customerCareOpen('08:00-22:00', at('2026-11-25T14:59:00Z'))).toBe(true);
    expect(customerCareOpen('08:00-22:00', at('2026-11-25T15:00:00Z'))).toBe(false);
  });

  it('reads hours across midnight', () => {
    expect(customerCareOpen('20:00-06:00', at('2026-11-25T20:00:00Z'))).toBe(true);
    expect(customerCareOpen('20:00-06:00', at('2026-11-25T05:00:00Z'))).toBe(false);
  });

  it.each(['', 'setiap hari', '8-22', '25:00-26:00'])('is always open for hours it cannot read (%p), and shows none', (hours) => {
    expect(customerCareOpen(hours, at('2026-11-25T20:00:00Z'))).toBe(true);
    expect(customerCareHoursText(hours)).toBeNull();
  });

  it('shows the hours with a dash', () => {
    expect(customerCareHoursText('08:00-22:00')).toBe('08:00–22:00');
  });
});
