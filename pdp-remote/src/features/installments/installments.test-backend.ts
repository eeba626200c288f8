// The installment calls as the installment tests serve them (installments.test.tsx and
// installments.fault-matrix.test.tsx): v1 and v2 of the list and of a method's estimation, and the
// product config's switch between them.
import type { InstallmentEstimationDto, InstallmentsDto } from '@pdp/backend-api/payments';
import { TEST_BACKEND, backendServer, envelope, http, jsonContent } from '@pdp/test-kit/backend-mock';

export const LIST: InstallmentsDto = {
  id: 'INST-SPL-1-00001',
  methods: [
    { paymentMethod: 'BCA_CC', name: 'Kartu Kredit BCA', type: 'CC', feePromo: 'FULL', lowestMonthlyAmount: 210000 },
    { paymentMethod: 'BNI_CC', name: 'Kartu Kredit BNI', type: 'CC', feePromo: null, lowestMonthlyAmount: 250000 },
    { paymentMethod: 'KREDIVO', name: 'Kredivo', type: 'NON-CC', feePromo: 'PARTIAL', lowestMonthlyAmount: 190000 },
  ],
};
export const ESTIMATION = (paymentMethod: string, v2 = true): InstallmentEstimationDto => ({
  paymentMethod,
  tenors: [
    { months: 3, monthlyAmount: 700000, interestPercent: 0, ...(v2 ? { adminFee: 0, totalAmount: 2100000 } : {}) },
    { months: 12, monthlyAmount: 210000, interestPercent: 0.75, ...(v2 ? { adminFee: 21000, totalAmount: 2541000 } : {}) },
  ],
});

/** The four installment calls; counts each by path. */
export function serveInstallments({ list = () => envelope(LIST), estimation = (method: string, v2: boolean) => envelope(ESTIMATION(method, v2)) } = {}) {
  const calls: string[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product/products/:itemSku/installments`, () => (calls.push('v1 list'), list())),
    http.get(`${TEST_BACKEND}/product-detail/products/:itemSku/installments`, () => (calls.push('v2 list'), list())),
    http.get(`${TEST_BACKEND}/product/products/:itemSku/installments/estimation`, ({ request }) => {
      const method = new URL(request.url).searchParams.get('paymentMethod') ?? '';
      calls.push(`v1 ${method}`);
      return estimation(method, false);
    }),
    http.get(`${TEST_BACKEND}/product-detail/products/:itemSku/installment/:method`, ({ params }) => {
      calls.push(`v2 ${String(params.method)}`);
      return estimation(String(params.method), true);
    }),
  );
  return calls;
}

export function withConfig(newInstallments: boolean) {
  backendServer.use(jsonContent('product-configs', [{ id: 'newInstallmentsEnabled', value: String(newInstallments) }]));
}
