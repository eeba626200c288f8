// Promotions as the promotions tests read them (promotions.test.tsx, promotions.fault-matrix.test.tsx),
// on the simulator's products: the running shoes' vouchers (sepatu-lari-aero-run.json: the
// recommended promotion, platform PDPHEMAT5, platform shipping ONGKIRHEMAT, the store's MV-AER-001
// AEROHEMAT with 25 left, MV-AER-002 with none left and MV-AER-003 used, the store's shipping
// SV-AER-001), claimed in the member's own session (handlers/vouchers.ts); and the list as a shopper
// opens it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import type { SimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { SHOES } from '../../__tests__/products';

export { SHOES };
export { PHONE } from '../../__tests__/phone-page';
/** The shoes' black 40, the item their page shows first: the vouchers of the seller are its. */
const SHOES_ITEM = 'SPL-60001-00001';

/** The simulator's paths of a claim, of a voucher's terms and of the price summary. */
export const CLAIM_CALL = /^\/backend\/product\/merchant\/vouchers\/[^/]+\/_claim$/;
export const TERMS_CALL = /\/tnc$/;
export const PRICE_SUMMARY_CALL = /^\/backend\/product-detail\/products\/[^/]+\/price-summary$/;

/** The claims the page sent, each as the voucher's claim path and the item it was claimed for. */
export const claimsSent = (backend: SimulatorBackend) =>
  backend.sent('POST', CLAIM_CALL).map((call) => ({ pathname: call.pathname, itemSku: call.query.get('itemSku') }));

/** The claim of a voucher of the shoes' first item, as the page sends it. */
export const claimOf = (voucherId: string) => ({ pathname: `/backend/product/merchant/vouchers/${voucherId}/_claim`, itemSku: SHOES_ITEM });

/** The shopper claims a voucher of the shoes' first item in another tab: in the same simulator session, not through the page. */
export async function claimInAnotherTab(voucherId: string) {
  const answer = await fetch(`${TEST_BACKEND}/product/merchant/vouchers/${voucherId}/_claim?itemSku=${SHOES_ITEM}`, { method: 'POST' });
  expect(answer.status).toBe(200);
}

/** Opens the voucher list from the promo row. */
export async function openList() {
  await userEvent.click(await screen.findByRole('button', { name: 'Lihat promo' }));
  return screen.findByRole('dialog', { name: 'Promo & voucher' });
}
