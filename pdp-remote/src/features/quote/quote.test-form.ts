// The quote offer and form as a shopper meets them (quote.test.tsx, quote.fault-matrix.test.tsx), on
// the simulator's products: the T-shirt sold in quantity whose seller takes quotes (kaos-polos.json:
// 12–5,000 pieces, a reply within 24 hours), the running shoes sold in quantity whose seller takes
// none, and the phone, not sold in quantity.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
export { PHONE } from '../../__tests__/phone-page';
export { KAOS, SHOES } from '../../__tests__/products';

/** The simulator's paths of the two quote calls. */
export const TERMS_CALL = /^\/backend\/product-detail\/products\/[^/]+\/quote-terms$/;
export const REQUEST_CALL = /^\/backend\/product-detail\/products\/[^/]+\/quotes$/;

/** The quote offer in the service section. */
export const row = () => screen.findByRole('region', { name: 'Beli dalam jumlah banyak' });
/** Opens the ask-for-quote form from the offer. */
export async function openForm() {
  await userEvent.click(within(await row()).getByRole('button', { name: 'Minta penawaran' }));
  return screen.findByRole('dialog', { name: 'Minta penawaran harga' });
}
/** Types each value given in its field, clearing it first. */
export async function fill(
  dialog: HTMLElement,
  values: Partial<Record<'Jumlah barang' | 'Nama' | 'Nomor HP' | 'Email' | 'Catatan untuk penjual (opsional)', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}
export const CONTACT = { Nama: 'Rina', 'Nomor HP': '0812 3456 7890', Email: 'rina@contoh.id' };
export const send = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Kirim permintaan' }));
