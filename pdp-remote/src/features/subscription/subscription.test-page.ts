// Subscription as its tests read it (subscription.test.tsx, subscription.fault-matrix.test.tsx), on the
// simulator's products: the coffee, sold by subscription (kopi-bubuk.json; `COFFEE_TERMS` gives the
// tests' terms: Rp20.000 a delivery, 2 to 6 a delivery, weekly or monthly), and the vitamin C, to which
// Sari subscribes (vitamin-c.json: monthly, 1 to 3 a delivery). And the form as a shopper fills it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from '@pdp/test-kit/backend-mock';
import { catalogueWithChange } from '@pdp/test-kit/simulator-backend';

export const COFFEE = '/p/kopi-bubuk-arabika-gayo-250-g/ps--KPI-60012';
export const VITAMIN_C = '/p/vitamin-c-1000-mg-isi-30-tablet/ps--VTC-60014';

/** The coffee's subscription terms in the tests' catalogue: a price low enough to fall under the shipping discount's threshold. */
export const subscriptionCatalogue = () =>
  catalogueWithChange('products/kopi-bubuk.json', 'subscription', {
    price: 20_000,
    frequencies: ['WEEKLY', 'MONTHLY'],
    minQuantity: 2,
    maxQuantity: 6,
    discountPercent: 5,
    shippingDiscount: 10_000,
    notes: ['Bisa dihentikan kapan saja'],
  });

/** The simulator's paths of the add to the subscription cart and to an existing subscription. */
export const CART_CALL = /^\/backend\/subscription\/carts$/;
export const ADD_ITEM_CALL = /^\/backend\/subscription\/[^/]+\/items$/;

/** A refusal the simulator does not give for these items (the backend disagreeing with the page's own checks). */
export const refusal = (code: string, errors: Record<string, string[]> = {}, status = 400) =>
  HttpResponse.json({ code: status, status: code, data: null, errors }, { status });

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
