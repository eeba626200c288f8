// The quote calls as the quote tests serve them (quote.test.tsx and quote.fault-matrix.test.tsx): an
// item sold in quantity, the seller's terms and the request; and the form as a shopper fills it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuoteTermsDto } from '@pdp/backend-api/quote';
import { aSummary } from '../../testing/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http } from '../../testing/backend-mock';

export const TERMS: QuoteTermsDto = {
  itemSku: 'SPL-1-00001',
  minQuantity: 12,
  maxQuantity: 500,
  replyWithinHours: 24,
  sellerNote: 'Sablon logo <b>bisa</b> diatur.',
};

/** Serves the quote calls on an item sold in quantity (WHOLESALE); records the requests' bodies. */
export function serveQuotes({
  terms = (): Response => envelope(TERMS),
  ask = (): Response => envelope({ quoteId: 'QT-0001', quantity: 24, replyWithinHours: 24 }),
} = {}) {
  const bodies: unknown[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ tags: ['AVAILABLE', 'WHOLESALE'] }))),
    http.get(`${TEST_BACKEND}/product-detail/products/:itemSku/quote-terms`, () => terms()),
    http.post(`${TEST_BACKEND}/product-detail/products/:itemSku/quotes`, async ({ request }) => {
      bodies.push(await request.json());
      return ask();
    }),
  );
  return { bodies };
}

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
