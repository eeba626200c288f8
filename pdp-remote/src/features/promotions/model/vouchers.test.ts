import { claimButtonOf, claimed, isClaimable, refused, type Voucher } from './vouchers';

const voucher = (overrides: Partial<Voucher> = {}): Voucher => ({
  kind: 'merchant',
  id: 'MV-1',
  code: 'HEMAT',
  name: 'Hemat',
  status: 'ACTIVE',
  remainingQuota: 3,
  reward: { type: 'AMOUNT_OFF', value: 1000, maxAmount: null },
  minPurchase: 0,
  endDate: '2026-12-01',
  ...overrides,
});

describe('voucher claim rules (spec §4)', () => {
  it.each([
    [voucher(), 'claim'],
    [voucher({ status: 'CLAIMED' }), 'claimed'],
    [voucher({ status: 'USED' }), 'used'],
    [voucher({ status: 'REDEEMED' }), 'used'],
    [voucher({ remainingQuota: 0 }), 'quotaRunOut'],
    [voucher({ remainingQuota: null }), 'claim'],
  ])('the button of %o says %s', (input, expected) => {
    expect(claimButtonOf(input)).toBe(expected);
  });

  it('a claim makes the voucher CLAIMED and changes nothing else (spec §4), its quota as it was', () => {
    expect(claimed(voucher())).toEqual({ ...voucher(), status: 'CLAIMED' });
    expect(claimed(voucher({ kind: 'sellerShipping', remainingQuota: null }))).toEqual({
      ...voucher({ kind: 'sellerShipping', remainingQuota: null }),
      status: 'CLAIMED',
    });
  });

  it('VOUCHER_CLAIMED marks it claimed, QUOTA_RUN_OUT sets the quota to 0, anything else leaves it', () => {
    expect(refused(voucher(), 'VOUCHER_CLAIMED')).toMatchObject({ status: 'CLAIMED', remainingQuota: 3 });
    expect(refused(voucher(), 'QUOTA_RUN_OUT')).toMatchObject({ status: 'ACTIVE', remainingQuota: 0 });
    expect(refused(voucher(), 'NETWORK_ERROR')).toEqual(voucher());
  });

  it("only the seller's vouchers are claimed", () => {
    expect([voucher(), voucher({ kind: 'sellerShipping' }), voucher({ kind: 'platform' }), voucher({ kind: 'platformShipping' })].map(isClaimable)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
