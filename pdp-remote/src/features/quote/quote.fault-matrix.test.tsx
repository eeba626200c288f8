// The fault matrix's quote rows (tooling/e2e/fault-matrix.e2e.ts: `quote terms`, `quote request`) at
// the component level, on an item sold in quantity: the seller's terms failing once (each way the
// simulator can fail them) says so with a retry that brings the offer and its form; asking for a quote
// failing once says so, keeps what was typed, and sends it again. Nothing is thrown. The backend is the
// simulator (mounted in MSW), and each fault is its own: a session fault, as the e2e matrix forces it.
import { screen, within } from '@testing-library/react';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, retryIn, saysWithRetry, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { CONTACT, KAOS, REQUEST_CALL, fill, openForm, send } from './quote.test-form';

sectionsInView(['service']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

// ── The rows ──

describe('fault matrix: quote terms', () => {
  it.each(FAULT_KINDS)('quote terms × %s: says "Penawaran harga belum bisa dimuat.", and its retry brings the offer and its form', async (fault) => {
    await backend.session.fault('/backend/product-detail/products/*/quote-terms', fault, { method: 'GET', times: 1 });
    const view = renderRemote({ path: KAOS });

    const services = await screen.findByRole('region', { name: 'Layanan' });
    const failed = await saysWithRetry('Penawaran harga belum bisa dimuat.', services);
    expect(screen.queryByRole('region', { name: 'Beli dalam jumlah banyak' })).not.toBeInTheDocument();
    await retryIn(failed);
    const form = await openForm();
    expect(within(form).getByLabelText('Nomor HP')).toBeInTheDocument();
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});

describe('fault matrix: quote request', () => {
  it.each(FAULT_KINDS)(
    'quote request × %s: says "Permintaan belum terkirim. Coba lagi, isianmu tetap tersimpan.", keeps what was typed, and sends it again',
    async (fault) => {
      await backend.session.fault('/backend/product-detail/products/*/quotes', fault, { method: 'POST', times: 1 });
      const view = renderRemote({ path: KAOS });
      const form = await openForm();
      await fill(form, CONTACT);
      await send(form);

      expect(await within(form).findByRole('alert')).toHaveTextContent('Permintaan belum terkirim. Coba lagi, isianmu tetap tersimpan.');
      expect(within(form).getByLabelText('Nama')).toHaveValue('Rina');
      expect(within(form).getByLabelText('Nomor HP')).toHaveValue('0812 3456 7890');
      expect(within(form).getByLabelText('Email')).toHaveValue('rina@contoh.id');
      await send(form);
      expect(await within(form).findByText('Permintaan penawaran terkirim.')).toBeInTheDocument();
      const request = { quantity: 12, name: 'Rina', phone: '081234567890', email: 'rina@contoh.id', note: '' };
      expect(backend.sent('POST', REQUEST_CALL).map((call) => call.body)).toEqual([request, request]);
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
