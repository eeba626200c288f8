// The subscription calls as the subscription tests serve them (subscription.test.tsx and
// subscription.fault-matrix.test.tsx): an item tagged SUBSCRIPTION, its offer and benefit, the
// subscription cart and an add to an existing subscription; and the form as a shopper fills it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionBenefitDto, SubscriptionDetailDto } from '@pdp/backend-api/subscription';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, HttpResponse } from '@pdp/test-kit/backend-mock';

export const BUDI = { id: 'u1', name: 'Budi' };
export const DETAIL: SubscriptionDetailDto = {
  itemSku: 'SPL-1-00001',
  price: 20_000,
  frequencies: ['WEEKLY', 'MONTHLY'],
  minQuantity: 2,
  maxQuantity: 6,
  inCart: false,
  subscriptionId: null,
};
const BENEFIT: SubscriptionBenefitDto = { discountPercent: 5, shippingDiscount: 10_000, notes: ['Bisa dihentikan kapan saja'] };
export const refusal = (code: string, errors: Record<string, string[]> = {}, status = 400) =>
  HttpResponse.json({ code: status, status: code, data: null, errors }, { status });

/** Serves the subscription calls; records the bodies of the adds to the cart and to an existing subscription. */
export function serveSubscription({ cart = (): Response => envelope({ cartCount: 1 }), detail = (): Response => envelope(DETAIL) } = {}) {
  const bodies: unknown[] = [];
  const added: { id: string; body: unknown }[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ tags: ['AVAILABLE', 'SUBSCRIPTION'] }))),
    http.get(`${TEST_BACKEND}/subscription/products/:itemSku`, () => detail()),
    http.get(`${TEST_BACKEND}/subscription/products/:itemSku/benefit`, () => envelope(BENEFIT)),
    http.post(`${TEST_BACKEND}/subscription/carts`, async ({ request }) => {
      bodies.push(await request.json());
      return cart();
    }),
    http.post(`${TEST_BACKEND}/subscription/:id/items`, async ({ params, request }) => {
      added.push({ id: String(params.id), body: await request.json() });
      return envelope({ subscriptionId: String(params.id) });
    }),
  );
  return { bodies, added };
}

/** The offer in the service section. */
export const row = () => screen.findByRole('region', { name: 'Langganan' });
/** Opens the subscription form from the offer. */
export async function openForm() {
  await userEvent.click(await within(await row()).findByRole('button', { name: 'Atur langganan' }));
  return screen.findByRole('dialog', { name: 'Langganan produk ini' });
}
export const choosePeriod = (dialog: HTMLElement, months: string) => userEvent.selectOptions(within(dialog).getByLabelText('Lama berlangganan'), months);
export const quantityOf = (dialog: HTMLElement) => within(dialog).getByLabelText('Jumlah per pengiriman');
export const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Tambah ke keranjang langganan' }));
