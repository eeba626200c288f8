import { claimParamOf, withClaimParam, withoutClaimParam } from './claim-path';

describe('the voucher to claim after login', () => {
  it('is added beside the query the path has, and removed leaving it', () => {
    const path = withClaimParam('/p/sepatu/ps--SPL-1?qty=2', 'MV-1');
    expect(path).toBe('/p/sepatu/ps--SPL-1?qty=2&claimVoucher=MV-1');
    expect(claimParamOf(path)).toBe('MV-1');
    expect(withoutClaimParam(path)).toBe('/p/sepatu/ps--SPL-1?qty=2');
    expect(withoutClaimParam('/p/sepatu/ps--SPL-1?claimVoucher=MV-1')).toBe('/p/sepatu/ps--SPL-1');
  });

  it.each(['/p/x/ps--A', '/p/x/ps--A?claimVoucher=', '/p/x/ps--A?claimVoucher=%3Cscript%3E', `/p/x/ps--A?claimVoucher=${'a'.repeat(65)}`])(
    'is not read from %s',
    (path) => {
      expect(claimParamOf(path)).toBeNull();
    },
  );
});
