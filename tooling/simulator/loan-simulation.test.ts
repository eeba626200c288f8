// Loan simulation against the real simulator (contract payments.ts): the options of an item tagged
// INSTALLMENT_SIMULATION, its tenors for a down payment and a location, and the refusals of spec §5.
import type { LoanSimulationOptionsDto, LoanTenorDto } from '@pdp/backend-api/payments';
import { ATTACK_CORPUS } from './catalogue/attack-corpus';
import { simulatorWithShopper, withAttackCorpus } from './test-simulator';

const { shopper } = simulatorWithShopper();
const OPTIONS = '/product-detail/products/MTR-60015-00001/loan-simulation/options';
const TENORS = '/product-detail/products/MTR-60015-00001/loan-simulation/tenors';

describe('loan simulation', () => {
  it('suggests down payments of 10, 20 and 30 % of the price, the regions and a promo ticker in the shopper’s language', async () => {
    const options = await shopper.call<LoanSimulationOptionsDto>(OPTIONS);
    expect(options.status).toBe(200);
    expect(options.body.data.downPayment).toEqual([2450000, 4900000, 7350000]);
    expect(options.body.data.locations.map((location) => location.code)).toEqual(['JABODETABEK', 'JAWA_BARAT', 'JAWA_TIMUR']);
    expect(options.body.data.promoTicker).toBe('Bunga promo 3% untuk tenor 12 bulan');
    const english = await shopper.call<LoanSimulationOptionsDto>(OPTIONS, { headers: { 'accept-language': 'en' } });
    expect(english.body.data.promoTicker).toBe('3% promo interest for a 12-month tenor');
    expect((await shopper.call('/product-detail/products/SPL-60001-00001/loan-simulation/options')).status).toBe(404);
  });

  it('spreads what the down payment leaves over 12, 24 and 36 months, the promo rate first and the longest capped', async () => {
    const tenors = await shopper.call<LoanTenorDto[]>(TENORS, { json: { downPayment: 4_500_000, location: 'JAWA_BARAT' } });
    expect(tenors.status).toBe(200);
    // Rp20.000.000 left: 3 % a year over 12 months, 9 % fixed over 24, 10 % capped over 36.
    expect(tenors.body.data).toEqual([
      { months: 12, monthlyAmount: 1716667, interestPercent: 3, interestType: 'FIXED', promo: true },
      { months: 24, monthlyAmount: 983334, interestPercent: 9, interestType: 'FIXED', promo: false },
      { months: 36, monthlyAmount: 722223, interestPercent: 10, interestType: 'CAPPED', promo: false },
    ]);
  });

  it('refuses a down payment not below the price, an unknown location, a malformed body and an item without the tag', async () => {
    const refused = await shopper.call(TENORS, { json: { downPayment: 24_500_000, location: 'JABODETABEK' } });
    expect(refused.status).toBe(400);
    expect(refused.body.status).toBe('INVALID_DOWN_PAYMENT');
    expect((await shopper.call(TENORS, { json: { downPayment: 24_499_000, location: 'JABODETABEK' } })).status).toBe(200);
    expect((await shopper.call(TENORS, { json: { downPayment: 0, location: 'BALI' } })).body.status).toBe('INVALID_LOCATION');
    expect((await shopper.call(TENORS, { json: { downPayment: -1, location: 'JABODETABEK' } })).status).toBe(400);
    expect((await shopper.call(TENORS, { json: { location: 'JABODETABEK' } })).status).toBe(400);
    expect(
      (await shopper.call('/product-detail/products/SPL-60001-00001/loan-simulation/tenors', { json: { downPayment: 0, location: 'JABODETABEK' } })).status,
    ).toBe(404);
  });

  it('serves a fixture’s own ticker and locations (the attack corpus’s), and refuses a region it does not offer', () =>
    withAttackCorpus(async (shopper) => {
      const { text } = ATTACK_CORPUS[0] as { text: string };
      const options = (await shopper.call<LoanSimulationOptionsDto>('/product-detail/products/ATK-90000-00001/loan-simulation/options')).body.data;
      expect(options.promoTicker).toBe(text);
      expect(options.locations).toEqual([{ code: 'JABODETABEK', name: text }]);
      const tenors = '/product-detail/products/ATK-90000-00001/loan-simulation/tenors';
      expect((await shopper.call(tenors, { json: { downPayment: 0, location: 'JABODETABEK' } })).status).toBe(200);
      expect((await shopper.call(tenors, { json: { downPayment: 0, location: 'JAWA_BARAT' } })).body.status).toBe('INVALID_LOCATION');
    }));
});
