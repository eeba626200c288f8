// The fault matrix's subscription rows (tooling/e2e/fault-matrix.e2e.ts: `subscription detail`,
// `subscription benefit`, `subscription cart`, `subscription add to an existing one`) at the component
// level, on an item tagged SUBSCRIPTION: the offer failing once says so with a retry that brings the
// form's button; the benefit failing (each way the simulator can fail it, every time) leaves the offer
// without it and the form still opens; a member's add failing once says so, keeps the choice, and sends
// it again. Nothing is thrown. The backend is the simulator (mounted in MSW), on the coffee and the
// vitamin C Sari subscribes to, and each fault is its own: a session fault, as the e2e matrix forces it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, retryIn, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { ADD_ITEM_CALL, CART_CALL, COFFEE, VITAMIN_C, choosePeriod, openForm, row, submit, subscriptionCatalogue } from './subscription.test-page';
import { BUDI, SARI } from '../../__tests__/members';

sectionsInView(['service', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND, { fixturesDir: subscriptionCatalogue });
watchNothingThrown();

// ── The rows ──

const FAILED_ADD = 'Gagal menambahkan ke langganan. Silakan coba lagi.';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('fault matrix: subscription detail', () => {
  it.each(FAULT_KINDS)('subscription detail × %s: says "Langganan belum bisa ditampilkan.", and its retry brings the form', async (fault) => {
    await backend.session.fault('/backend/subscription/products/*', fault, { method: 'GET', times: 1 });
    const view = renderRemote({ path: COFFEE });

    const offer = await row();
    expect(await within(offer).findByText('Langganan belum bisa ditampilkan.')).toBeInTheDocument();
    expect(within(offer).queryByRole('button', { name: 'Atur langganan' })).not.toBeInTheDocument();
    await retryIn(offer);
    const form = await openForm();
    expect(within(form).getByLabelText('Lama berlangganan')).toBeInTheDocument();
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});

describe('fault matrix: subscription benefit', () => {
  it.each(FAULT_KINDS)('subscription benefit × %s: says nothing, the offer goes without it, and the form still opens', async (fault) => {
    await backend.session.fault('/backend/subscription/products/*/benefit', fault, { method: 'GET' });
    const view = renderRemote({ path: COFFEE });

    const offer = await row();
    await within(offer).findByRole('button', { name: 'Atur langganan' });
    await waitFor(() => expect(backend.sent('GET', /^\/backend\/subscription\/products\/[^/]+\/benefit$/)).toHaveLength(1));
    expect(within(offer).queryByText('Hemat 5% untuk setiap pengiriman')).not.toBeInTheDocument();
    expect(within(offer).queryByRole('alert')).not.toBeInTheDocument();
    const form = await openForm();
    expect(within(form).getByLabelText('Lama berlangganan')).toBeInTheDocument();
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});

describe('fault matrix: subscription cart', () => {
  it.each(FAULT_KINDS)(`subscription cart × %s: says "${FAILED_ADD}", keeps the period chosen, and sends it again`, async (fault) => {
    await backend.session.signIn(BUDI.email);
    await backend.session.fault('/backend/subscription/carts', fault, { method: 'POST', times: 1 });
    const view = renderRemote({ path: COFFEE, user: BUDI });
    const form = await openForm();
    await choosePeriod(form, '3');
    await submit(form);

    expect(await within(form).findByRole('alert')).toHaveTextContent(FAILED_ADD);
    expect(within(form).getByLabelText('Lama berlangganan')).toHaveValue('3');
    await submit(form);
    expect(await within(form).findByText('Produk ditambahkan ke keranjang langganan.')).toBeInTheDocument();
    const body = { itemSku: 'KPI-60012-00001', quantity: 2, frequency: 'WEEKLY', periodMonths: 3 };
    expect(backend.sent('POST', CART_CALL).map((call) => call.body)).toEqual([body, body]);
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});

describe('fault matrix: subscription add to an existing one', () => {
  it.each(FAULT_KINDS)(`subscription add to an existing one × %s: says "${FAILED_ADD}", and adds on the next press`, async (fault) => {
    // Sari already subscribes to the vitamin C: the cart says so, naming her subscription.
    await backend.session.signIn(SARI.email);
    await backend.session.fault('/backend/subscription/*/items', fault, { method: 'POST', times: 1 });
    const view = renderRemote({ path: VITAMIN_C, user: SARI });
    const form = await openForm();
    await choosePeriod(form, '3');
    await submit(form);
    const dialog = await screen.findByRole('dialog', { name: 'Kamu sudah berlangganan produk ini' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambahkan ke langganan' }));

    expect(await within(dialog).findByText(FAILED_ADD)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambahkan ke langganan' }));
    expect(await within(dialog).findByText('Produk ditambahkan ke langgananmu.')).toBeInTheDocument();
    const added = { pathname: '/backend/subscription/SUB-USER-SARI/items', body: { itemSku: 'VTC-60014-00001', quantity: 1 } };
    expect(backend.sent('POST', ADD_ITEM_CALL).map(({ pathname, body }) => ({ pathname, body }))).toEqual([added, added]);
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});
