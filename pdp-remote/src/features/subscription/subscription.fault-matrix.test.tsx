// The fault matrix's subscription rows (tooling/e2e/fault-matrix.e2e.ts: `subscription detail`,
// `subscription benefit`, `subscription cart`, `subscription add to an existing one`) at the component
// level, on an item tagged SUBSCRIPTION: the offer failing once says so with a retry that brings the
// form's button; the benefit failing (each way the simulator can fail it, every time) leaves the offer
// without it and the form still opens; a member's add failing once says so, keeps the choice, and sends
// it again. Nothing is thrown.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, faultHandler, retryIn, startFaultMatrix, untilAnswered } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI, choosePeriod, openForm, refusal, row, serveSubscription, submit } from './subscription.test-backend';

const { answersTo } = startFaultMatrix();

// ── The rows ──

const FAILED_ADD = 'Gagal menambahkan ke langganan. Silakan coba lagi.';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('fault matrix: subscription detail', () => {
  it.each(FAULT_KINDS)('subscription detail × %s: says "Langganan belum bisa ditampilkan.", and its retry brings the form', async (fault) => {
    serveSubscription();
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/subscription/products/:itemSku`, fault, { times: 1 }));
    const view = renderRemote();

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
    const BENEFIT_URL = `${TEST_BACKEND}/subscription/products/:itemSku/benefit`;
    serveSubscription();
    backendServer.use(faultHandler('GET', BENEFIT_URL, fault));
    const answers = answersTo(BENEFIT_URL);
    const view = renderRemote();

    const offer = await row();
    await within(offer).findByRole('button', { name: 'Atur langganan' });
    await untilAnswered(answers, 1);
    expect(within(offer).queryByText('Hemat 5% untuk setiap pengiriman')).not.toBeInTheDocument();
    expect(within(offer).queryByRole('alert')).not.toBeInTheDocument();
    const form = await openForm();
    expect(within(form).getByLabelText('Lama berlangganan')).toBeInTheDocument();
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});

describe('fault matrix: subscription cart', () => {
  it.each(FAULT_KINDS)(`subscription cart × %s: says "${FAILED_ADD}", keeps the period chosen, and sends it again`, async (fault) => {
    const { bodies } = serveSubscription();
    backendServer.use(faultHandler('POST', `${TEST_BACKEND}/subscription/carts`, fault, { times: 1 }));
    const view = renderRemote({ user: BUDI });
    const form = await openForm();
    await choosePeriod(form, '3');
    await submit(form);

    expect(await within(form).findByRole('alert')).toHaveTextContent(FAILED_ADD);
    expect(within(form).getByLabelText('Lama berlangganan')).toHaveValue('3');
    await submit(form);
    expect(await within(form).findByText('Produk ditambahkan ke keranjang langganan.')).toBeInTheDocument();
    expect(bodies).toEqual([{ itemSku: 'SPL-1-00001', quantity: 2, frequency: 'WEEKLY', periodMonths: 3 }]);
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});

describe('fault matrix: subscription add to an existing one', () => {
  it.each(FAULT_KINDS)(`subscription add to an existing one × %s: says "${FAILED_ADD}", and adds on the next press`, async (fault) => {
    // The member already subscribes to the item: the cart says so, naming the subscription.
    const { added } = serveSubscription({ cart: () => refusal('SUBSCRIPTION_ITEM_SUBSCRIBED', { subscriptionId: ['SUB-7'] }, 409) });
    backendServer.use(faultHandler('POST', `${TEST_BACKEND}/subscription/:id/items`, fault, { times: 1 }));
    const view = renderRemote({ user: BUDI });
    const form = await openForm();
    await choosePeriod(form, '3');
    await submit(form);
    const dialog = await screen.findByRole('dialog', { name: 'Kamu sudah berlangganan produk ini' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambahkan ke langganan' }));

    expect(await within(dialog).findByText(FAILED_ADD)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambahkan ke langganan' }));
    expect(await within(dialog).findByText('Produk ditambahkan ke langgananmu.')).toBeInTheDocument();
    expect(added).toEqual([{ id: 'SUB-7', body: { itemSku: 'SPL-1-00001', quantity: 2 } }]);
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});
