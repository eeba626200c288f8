// Asking for a quote as a shopper meets it (spec §1, §2; contract quote.ts), against the backend
// simulator (its quote handler and fixtures, mounted in MSW): the seller's terms in the service section
// for an item sold in quantity, nothing when the seller takes no quotes, a failure with a retry, the
// form's rules, the request sent, each refusal said in the form and under its field with what was typed
// kept (also across closing), and English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, http, HttpResponse } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { catalogueWithChange, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { CONTACT, KAOS, PHONE, REQUEST_CALL, SHOES, TERMS_CALL, fill, openForm, row, send } from './quote.test-form';

// The T-shirt's seller writes markup in their note: it is shown as text.
sectionsInView(['service']);
const backend = startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () => catalogueWithChange('products/kaos-polos.json', 'quote', { sellerNote: 'Sablon logo <b>bisa</b> diatur.' }),
});

/** A refusal the simulator's quote handler has no way to give for this item (the seller's terms changed, a code it never sends). */
const refusal = (code: string, errors: Record<string, string[]> = {}, status = 400) =>
  backend.server.use(
    http.post(`${TEST_BACKEND}/product-detail/products/:itemSku/quotes`, () =>
      HttpResponse.json({ code: status, status: code, data: null, errors }, { status }),
    ),
  );

describe('ask for a quote in the service section', () => {
  it('shows the seller’s terms and note as text for an item sold in quantity', async () => {
    renderRemote({ path: KAOS });
    const offer = await row();
    expect(within(offer).getByText('Minta harga khusus untuk 12–5000 barang. Penjual membalas dalam 24 jam.')).toBeInTheDocument();
    expect(within(offer).getByText('Sablon logo <b>bisa</b> diatur.')).toBeInTheDocument();
    expect(offer.querySelector('b')).toBeNull();
  });

  it.each([
    ['no terms: the shoes, whose seller takes none', SHOES, () => undefined],
    [
      'a 404',
      KAOS,
      () =>
        backend.server.use(
          http.get(`${TEST_BACKEND}/product-detail/products/:itemSku/quote-terms`, () =>
            HttpResponse.json({ code: 404, status: 'NOT_FOUND', data: null }, { status: 404 }),
          ),
        ),
    ],
  ])('shows nothing when the seller takes no quotes (%s)', async (_answer, path, answer) => {
    answer();
    renderRemote({ path });
    await screen.findByRole('heading', { name: 'Layanan' });
    await waitFor(() => expect(backend.sent('GET', TERMS_CALL)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Penawaran harga belum bisa dimuat.')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Beli dalam jumlah banyak' })).not.toBeInTheDocument();
  });

  it('neither shows nor asks for terms for an item not sold in quantity', async () => {
    renderRemote({ path: PHONE });
    await screen.findByRole('heading', { name: 'Layanan' });
    expect(screen.queryByRole('region', { name: 'Beli dalam jumlah banyak' })).not.toBeInTheDocument();
    expect(backend.sent('GET', TERMS_CALL)).toHaveLength(0);
  });

  it('says a failure with a retry that brings the terms', async () => {
    await backend.session.fault('/backend/product-detail/products/*/quote-terms', 'status=503', { times: 1 });
    renderRemote({ path: KAOS });
    const alert = await screen.findByText('Penawaran harga belum bisa dimuat.');
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(await row()).findByRole('button', { name: 'Minta penawaran' })).toBeEnabled();
  });
});

describe('the ask-for-quote modal', () => {
  it('checks every field before sending, focusing the first wrong one', async () => {
    renderRemote({ path: KAOS });
    const dialog = await openForm();
    expect(within(dialog).getByLabelText('Jumlah barang')).toHaveValue('12');
    expect(within(dialog).getByText('Minimal 12, maksimal 5000 barang')).toBeInTheDocument();
    await fill(dialog, { 'Jumlah barang': '11', 'Nomor HP': '12345', Email: 'rina@' });
    await send(dialog);
    expect(within(dialog).getByText('Jumlah harus antara 12 dan 5000 barang.')).toBeInTheDocument();
    expect(within(dialog).getByText('Nama wajib diisi, paling banyak 60 karakter.')).toBeInTheDocument();
    expect(within(dialog).getByText('Nomor HP tidak valid.')).toBeInTheDocument();
    expect(within(dialog).getByText('Email tidak valid.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Jumlah barang')).toHaveFocus();
    expect(within(dialog).getByLabelText('Nomor HP')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Nomor HP')).toHaveAccessibleDescription('Contoh: 0812 3456 7890 Nomor HP tidak valid.');
    await fill(dialog, { 'Jumlah barang': '5001' });
    expect(within(dialog).queryByText('Jumlah harus antara 12 dan 5000 barang.')).not.toBeInTheDocument();
    // A note too long is pasted, as a shopper would bring one (typing 501 keys takes seconds).
    await userEvent.click(within(dialog).getByLabelText('Catatan untuk penjual (opsional)'));
    await userEvent.paste('x'.repeat(501));
    expect(within(dialog).getByText('501/500 karakter')).toBeInTheDocument();
    await send(dialog);
    expect(within(dialog).getByText('Jumlah harus antara 12 dan 5000 barang.')).toBeInTheDocument();
    expect(within(dialog).getByText('Catatan paling banyak 500 karakter.')).toBeInTheDocument();
    expect(backend.sent('POST', REQUEST_CALL)).toHaveLength(0);
  });

  it('sends the request, says when the seller replies and names it on the row', async () => {
    renderRemote({ path: KAOS, user: { id: 'u1', name: 'Budi Santoso' } });
    const dialog = await openForm();
    expect(within(dialog).getByLabelText('Nama')).toHaveValue('Budi Santoso');
    await fill(dialog, {
      'Jumlah barang': '24',
      'Nomor HP': '0812-3456-7890',
      Email: ' budi@contoh.id ',
      'Catatan untuk penjual (opsional)': 'Untuk seragam.',
    });
    await send(dialog);
    expect(await within(dialog).findByText('Permintaan penawaran terkirim.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Nomor permintaan QT-0001-KAO-60002-00001. Penjual akan membalas dalam 24 jam lewat nomor HP atau email yang kamu berikan.'),
    ).toBeInTheDocument();
    expect(backend.sent('POST', REQUEST_CALL).map((call) => call.body)).toEqual([
      { quantity: 24, name: 'Budi Santoso', phone: '081234567890', email: 'budi@contoh.id', note: 'Untuk seragam.' },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Selesai' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await row()).getByText('Permintaan penawaran QT-0001-KAO-60002-00001 sudah terkirim.')).toBeInTheDocument();
    expect(within(await row()).getByRole('button', { name: 'Minta penawaran' })).toHaveFocus();
    // Asked again, the form starts afresh.
    const again = await openForm();
    expect(within(again).getByLabelText('Jumlah barang')).toHaveValue('12');
    expect(within(again).getByLabelText('Email')).toHaveValue('');
  });

  it.each([
    ['QUOTE_NOT_AVAILABLE', {}, 'Penjual sedang tidak menerima permintaan penawaran untuk produk ini.'],
    ['QUOTE_INVALID_QUANTITY', { minQuantity: ['50'], maxQuantity: ['100'] }, 'Jumlah harus antara 50 dan 100 barang.'],
    ['QUOTE_ALREADY_REQUESTED', { quoteId: ['QT-0009'] }, 'Kamu sudah meminta penawaran untuk produk ini (nomor QT-0009). Tunggu balasan penjual, ya.'],
    ['QUOTE_ALREADY_REQUESTED', {}, 'Kamu sudah meminta penawaran untuk produk ini. Tunggu balasan penjual, ya.'],
    ['SOMETHING_ELSE', {}, 'Permintaan belum terkirim. Coba lagi, isianmu tetap tersimpan.'],
  ])('says %s %j, keeping what was typed', async (code, errors, message) => {
    refusal(code, errors, code === 'QUOTE_ALREADY_REQUESTED' ? 409 : 400);
    renderRemote({ path: KAOS });
    const dialog = await openForm();
    await fill(dialog, { 'Jumlah barang': '60', ...CONTACT });
    await send(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(within(dialog).getByLabelText('Jumlah barang')).toHaveValue('60');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('rina@contoh.id');
  });

  it('marks each contact field the backend refused, in its own words', async () => {
    refusal('QUOTE_INVALID_CONTACT', { phone: ['Nomor HP tidak aktif'], email: ['Domain tidak dikenal'] });
    renderRemote({ path: KAOS });
    const dialog = await openForm();
    await fill(dialog, CONTACT);
    await send(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Periksa lagi data kontakmu.');
    expect(within(dialog).getByText('Nomor HP tidak valid.')).toBeInTheDocument();
    expect(within(dialog).getByText('Email tidak valid.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Nomor HP tidak aktif')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nomor HP')).toHaveFocus();
  });

  it('keeps what was typed through a network failure and a close, then sends it', async () => {
    await backend.session.fault('/backend/product-detail/products/*/quotes', 'timeout', { method: 'POST', times: 1 });
    renderRemote({ path: KAOS });
    let dialog = await openForm();
    await fill(dialog, CONTACT);
    await send(dialog);
    await within(dialog).findByText('Permintaan belum terkirim. Coba lagi, isianmu tetap tersimpan.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openForm();
    expect(within(dialog).getByLabelText('Nama')).toHaveValue('Rina');
    await send(dialog);
    expect(await within(dialog).findByText(/Penjual akan membalas dalam 24 jam/)).toBeInTheDocument();
    expect(backend.sent('POST', REQUEST_CALL)).toHaveLength(2);
  });

  it('speaks English when chosen', async () => {
    renderRemote({ path: KAOS, locale: 'en' });
    await userEvent.click(within(await screen.findByRole('region', { name: 'Buying in bulk' })).getByRole('button', { name: 'Ask for a quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a quote' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('That mobile number is not valid.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a name of up to 60 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
  });
});
