// Installments against the real simulator (contract payments.ts): the methods an item's tags offer,
// each method's tenors in v1 and v2, and the NON-CC refusals of spec §8.
import type { InstallmentEstimationDto, InstallmentsDto } from '@pdp/backend-api/payments';
import { simulatorWithShopper } from './test-simulator';

const { shopper } = simulatorWithShopper();

describe('installments', () => {
  it('lists the cards for INSTALLMENT and the financing companies for INSTALLMENT_NON_CC, the same in v1 and v2', async () => {
    const v1 = await shopper.call<InstallmentsDto>('/product/products/LPT-60008-00001/installments');
    expect(v1.status).toBe(200);
    expect(v1.body.data.id).toBe('INST-LPT-60008-00001');
    expect(v1.body.data.methods.map((method) => [method.paymentMethod, method.type, method.feePromo])).toEqual([
      ['BCA_CC', 'CC', 'FULL'],
      ['MANDIRI_CC', 'CC', 'PARTIAL'],
      ['BNI_CC', 'CC', null],
      ['KREDIVO', 'NON-CC', null],
      ['AKULAKU', 'NON-CC', 'PARTIAL'],
    ]);
    // 0 % over 12 months at Rp11.499.000.
    expect(v1.body.data.methods[0]?.lowestMonthlyAmount).toBe(958250);
    expect((await shopper.call<InstallmentsDto>('/product-detail/products/LPT-60008-00001/installments')).body.data).toEqual(v1.body.data);
    const consoleOnly = await shopper.call<InstallmentsDto>('/product/products/KNS-60005-00001/installments');
    expect(consoleOnly.body.data.methods.every((method) => method.type === 'CC')).toBe(true);
    expect((await shopper.call<InstallmentsDto>('/product/products/SPL-60001-00001/installments')).body.data.methods).toEqual([]);
    expect((await shopper.call('/product/products/NOPE-1/installments')).status).toBe(404);
  });

  it('estimates a method’s tenors, with the admin fee and total in v2', async () => {
    const v1 = await shopper.call<InstallmentEstimationDto>('/product/products/LPT-60008-00001/installments/estimation?paymentMethod=MANDIRI_CC');
    expect(v1.body.data.paymentMethod).toBe('MANDIRI_CC');
    expect(v1.body.data.tenors[0]).toEqual({ months: 3, monthlyAmount: 3919243, interestPercent: 0.75 });
    const v2 = await shopper.call<InstallmentEstimationDto>('/product-detail/products/LPT-60008-00001/installment/KREDIVO');
    expect(v2.body.data.tenors[0]).toEqual({ months: 1, monthlyAmount: 11797974, interestPercent: 2.6, adminFee: 114990, totalAmount: 11912964 });
    expect((await shopper.call('/product/products/LPT-60008-00001/installments/estimation')).status).toBe(400);
    expect((await shopper.call('/product-detail/products/LPT-60008-00001/installment/GOPAY')).status).toBe(404);
    expect((await shopper.call('/product-detail/products/KNS-60005-00001/installment/KREDIVO')).status).toBe(404);
  });

  it('refuses a NON-CC estimation outside the price range or for a category it does not finance', async () => {
    const cheap = await shopper.call('/product-detail/products/HLM-60011-00001/installment/KREDIVO');
    expect(cheap.status).toBe(400);
    expect(cheap.body.status).toBe('INVALID_PRICE_RANGE');
    const fridge = await shopper.call('/product/products/KLK-60009-00001/installments/estimation?paymentMethod=AKULAKU');
    expect(fridge.status).toBe(400);
    expect(fridge.body.status).toBe('INVALID_CATEGORY');
    expect((await shopper.call('/product/products/KLK-60009-00001/installments/estimation?paymentMethod=BCA_CC')).status).toBe(200);
  });
});
