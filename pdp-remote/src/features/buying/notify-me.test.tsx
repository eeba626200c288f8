// Notify me when stock returns (spec §5, §6), on the simulator (handlers/product-details.ts, mounted in
// MSW): the running shoes' black 42 is sold out, their black 40 in stock; a reminder saved (here or in
// another tab of the same session) tags the item NOTIFIED; a failure is a session fault.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI } from '../../__tests__/members';
import { NOTIFY_PATH, SHOES, SHOES_SOLD_OUT, holdCalls, reminderSavedInAnotherTab, remindersSent } from './buying.test-page';

sectionsInView(['shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);

const NOTIFIED_TEXT = 'Kami akan mengabarimu saat stok tersedia lagi.';
/** The black 42's reminder path, as the page sends it. */
const SOLD_OUT_REMINDER = '/backend/product/products/SPL-60001-00003/_notify-me';

/** The shoes' page at `path` (the sold-out black 42 unless told), for Budi, his session signed in, unless `user` says otherwise. */
async function renderPage(path = SHOES_SOLD_OUT, overrides: Partial<LifecycleProps> = {}) {
  if (overrides.user !== null) await backend.session.signIn(BUDI.email);
  return renderRemote({ user: BUDI, path, reportBagCount: jest.fn(), ...overrides });
}

const notifyButton = () => screen.findByRole('button', { name: 'Ingatkan saat stok tersedia' });

async function openModal() {
  await userEvent.click(await notifyButton());
  const dialog = await screen.findByRole('dialog', { name: 'Ingatkan saya' });
  return { dialog, field: within(dialog).getByRole('textbox', { name: 'Email' }), submit: within(dialog).getByRole('button', { name: 'Ingatkan saya' }) };
}

beforeEach(() => window.localStorage.clear());

describe('notify me when stock returns', () => {
  it('offers the reminder instead of the buy buttons when the item is out of stock', async () => {
    await renderPage(SHOES_SOLD_OUT, { user: null });
    expect(await notifyButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: '+ Bag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Beli sekarang' })).not.toBeInTheDocument();
  });

  it('shows the buy buttons and no reminder for an item in stock', async () => {
    await renderPage(SHOES, { user: null });
    expect(await screen.findByRole('button', { name: '+ Bag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingatkan saat stok tersedia' })).not.toBeInTheDocument();
  });

  it('takes an anonymous shopper’s e-mail too, without login (spec §6 does not make it members-only)', async () => {
    const { props } = await renderPage(SHOES_SOLD_OUT, { user: null });
    const { field } = await openModal();
    await userEvent.type(field, 'budi@pasarku.id{Enter}');
    const success = await screen.findByRole('dialog', { name: 'Pengingat tersimpan' });
    expect(remindersSent(backend)).toEqual([{ pathname: SOLD_OUT_REMINDER, body: { email: 'budi@pasarku.id' } }]);
    expect(props.requestLogin).not.toHaveBeenCalled();
    await userEvent.click(within(success).getByRole('button', { name: 'Oke' }));
    expect(screen.getByText(NOTIFIED_TEXT)).toHaveAttribute('role', 'status');
  });

  it('says an invalid e-mail is not valid and sends nothing', async () => {
    await renderPage();
    const { dialog, field, submit } = await openModal();
    expect(within(dialog).getByText('Kami kirim email saat Sepatu Lari Pria Aero Run 2 tersedia lagi.')).toBeInTheDocument();

    await userEvent.type(field, 'budi@pasarku');
    await userEvent.click(submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email-nya tidak valid.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Email-nya tidak valid.');
    expect(remindersSent(backend)).toHaveLength(0);

    await userEvent.type(field, '.id');
    expect(within(dialog).queryByText('Email-nya tidak valid.')).not.toBeInTheDocument();
  });

  it('says an empty e-mail is not valid', async () => {
    await renderPage();
    const { dialog, submit } = await openModal();
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Email-nya tidak valid.')).toBeInTheDocument();
    expect(remindersSent(backend)).toHaveLength(0);
  });

  it('saves the reminder, confirms it and shows the item as notified', async () => {
    await renderPage();
    const { field } = await openModal();

    await userEvent.type(field, 'budi@pasarku.id{Enter}');

    const success = await screen.findByRole('dialog', { name: 'Pengingat tersimpan' });
    expect(remindersSent(backend)).toEqual([{ pathname: SOLD_OUT_REMINDER, body: { email: 'budi@pasarku.id' } }]);
    expect(within(success).getByText('Kami akan mengirim email ke budi@pasarku.id saat stok tersedia lagi.')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.click(within(success).getByRole('button', { name: 'Oke' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(NOTIFIED_TEXT)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Ingatkan saat stok tersedia' })).not.toBeInTheDocument();
  });

  it('keeps the typed e-mail and says so when saving fails, and succeeds on a second try', async () => {
    await backend.session.fault(NOTIFY_PATH, 'status=500', { method: 'POST', times: 1 });
    await renderPage();
    const { dialog, field, submit } = await openModal();
    await userEvent.type(field, 'budi@pasarku.id');
    await userEvent.click(submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menyimpan pengingat. Silakan coba lagi.');
    expect(field).toHaveValue('budi@pasarku.id');
    expect(submit).toBeEnabled();
    expect(screen.queryByText(NOTIFIED_TEXT)).not.toBeInTheDocument();

    await userEvent.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Pengingat tersimpan' })).toBeInTheDocument();
    expect(remindersSent(backend)).toHaveLength(2);
  });

  it('shows an item whose reminder was saved (in another tab) as already notified', async () => {
    await backend.session.signIn(BUDI.email);
    await reminderSavedInAnotherTab('SPL-60001-00003', BUDI.email);
    renderRemote({ user: BUDI, path: SHOES_SOLD_OUT, reportBagCount: jest.fn() });
    expect(await screen.findByText(NOTIFIED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingatkan saat stok tersedia' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Bag' })).not.toBeInTheDocument();
  });

  it('sends the reminder once while it is being saved', async () => {
    const saving = holdCalls(backend, 'post', '/product/products/:itemSku/_notify-me');
    await renderPage();
    const { dialog, field } = await openModal();
    await userEvent.type(field, 'budi@pasarku.id');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ingatkan saya' }));
    const sending = within(dialog).getByRole('button', { name: 'Menyimpan…' });
    expect(sending).toBeDisabled();
    await userEvent.type(field, '{Enter}');

    saving.release();
    expect(await screen.findByRole('dialog', { name: 'Pengingat tersimpan' })).toBeInTheDocument();
    await waitFor(() => expect(remindersSent(backend)).toHaveLength(1));
  });
});
