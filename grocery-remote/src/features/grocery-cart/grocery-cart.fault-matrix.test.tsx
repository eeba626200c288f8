// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the grocery bag update, in
// jsdom: a signed-in shopper on the rice, located at Kemang, chooses a window and a quantity and
// presses "+ Bag"; the call fails once in each way the simulator can fail it. The page says so in the
// cart catalogue's words, keeps the store, the window and the quantity chosen, throws nothing, and the
// next press adds the same line, with the host told the new bag count. The backend is the simulator
// (mounted in MSW) on the rice (beras.json), Sari's session signed in (her address has no pin: the page locates her device); each fault is a session fault,
// as the e2e matrix forces it. Only the first screen and the shipping section matter.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { BERAS_2KG, SARI } from '../../__tests__/grocery-products';
import { dialogClosed, grocerySimulatorFaultMatrixTests, servedFromKemang } from '../../__tests__';

sectionsInView(['shipping']);
const { backend, pageErrors } = grocerySimulatorFaultMatrixTests();

const BAG_UPDATE = '/backend/grocery/carts/_bulk-update';
const FAILED = 'Gagal menambahkan produk. Silakan coba lagi.';
const SCHEDULED = 'Terjadwal · Selasa, 24 November, 13:00–15:00 · Ongkir Rp10.000';

describe('the fault matrix of the grocery bag', () => {
  it.each(FAULT_KINDS)(`grocery bag update × %s: says "${FAILED}", keeps the store, window and quantity chosen, and the next press adds`, async (fault) => {
    await backend.session.signIn(SARI.email);
    await backend.session.fault(BAG_UPDATE, fault, { method: 'POST', times: 1 });
    const { props, shipping } = await servedFromKemang({ user: SARI });
    // The shopper chooses a window and two bags of rice.
    await userEvent.click(await within(shipping).findByRole('button', { name: 'Ganti jadwal' }));
    const slots = await screen.findByRole('dialog', { name: 'Pilih jadwal pengiriman' });
    await userEvent.click(within(slots).getByRole('radio', { name: 'Terjadwal, Selasa, 24 November, 13:00–15:00' }));
    await userEvent.click(within(slots).getByRole('button', { name: 'Pakai jadwal ini' }));
    await waitFor(() => expect(within(shipping).getByTestId('grocery-slot')).toHaveTextContent(SCHEDULED));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2'));

    await userEvent.click(within(shipping).getByRole('button', { name: '+ Bag' }));

    expect(await within(shipping).findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.reportBagCount).not.toHaveBeenCalled();
    expect(within(shipping).getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');
    expect(within(shipping).getByTestId('grocery-slot')).toHaveTextContent(SCHEDULED);
    expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2');

    await userEvent.click(within(shipping).getByRole('button', { name: '+ Bag' }));

    const added = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    await userEvent.click(within(added).getByRole('button', { name: 'Lanjut belanja' }));
    await dialogClosed();
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 1 });
    // The press that added sent what the failed one did: the store, the window and the quantity chosen.
    const line = { itemSku: BERAS_2KG, quantity: 2, pickupPointCode: 'PP-RNC-KMG', fulfillment: 'delivery' };
    const sent = {
      params: { warehouseCode: 'WH-RNC-KMG', shippingType: 'SCHEDULED_DELIVERY', slotId: 'SCH-2026-11-24T13:00' },
      body: { cartType: 'REGULAR', items: [line] },
    };
    const calls = backend.sent('POST', /\/grocery\/carts\/_bulk-update$/).map(({ query, body }) => ({ params: Object.fromEntries(query), body }));
    expect(calls).toEqual([sent, sent]);
    expect(pageErrors).toEqual([]);
  });
});
