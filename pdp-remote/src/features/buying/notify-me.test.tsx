import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';

sectionsInView(['shipping']);
startBackendMock();

const BUDI = { id: 'u1', name: 'Budi' };
const NOTIFY_URL = `${TEST_BACKEND}/product/products/:itemSku/_notify-me`;
const NOTIFIED_TEXT = 'Kami akan mengabarimu saat stok tersedia lagi.';

function renderPage(summary: ProductSummaryDto, overrides: Partial<LifecycleProps> = {}) {
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(summary)),
    http.get(`${TEST_BACKEND}/member/addresses/_default`, () => envelope(null)),
  );
  return renderRemote({ reportBagCount: jest.fn(), ...overrides });
}

/** Records every notify-me call; answers with `answer`. */
function serveNotifyMe(answer: () => Response = () => envelope(true)) {
  const calls: { itemSku: string; body: unknown }[] = [];
  backendServer.use(
    http.post(NOTIFY_URL, async ({ params, request }) => {
      calls.push({ itemSku: String(params.itemSku), body: await request.json() });
      return answer();
    }),
  );
  return calls;
}

const outOfStock = () => aSummary({ tags: ['OOS'], stock: 0 });
const notifyButton = () => screen.findByRole('button', { name: 'Ingatkan saat stok tersedia' });

async function openModal() {
  await userEvent.click(await notifyButton());
  const dialog = await screen.findByRole('dialog', { name: 'Ingatkan saya' });
  return { dialog, field: within(dialog).getByRole('textbox', { name: 'Email' }), submit: within(dialog).getByRole('button', { name: 'Ingatkan saya' }) };
}

beforeEach(() => window.localStorage.clear());

describe('notify me when stock returns', () => {
  it('offers the reminder instead of the buy buttons when the item is out of stock', async () => {
    renderPage(outOfStock());
    expect(await notifyButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: '+ Bag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Beli sekarang' })).not.toBeInTheDocument();
  });

  it('shows the buy buttons and no reminder for an item in stock', async () => {
    renderPage(aSummary());
    expect(await screen.findByRole('button', { name: '+ Bag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingatkan saat stok tersedia' })).not.toBeInTheDocument();
  });

  it('takes an anonymous shopper’s e-mail too, without login (spec §6 does not make it members-only)', async () => {
    const calls = serveNotifyMe();
    const { props } = renderPage(outOfStock());
    const { field } = await openModal();
    await userEvent.type(field, 'budi@pasarku.id{Enter}');
    const success = await screen.findByRole('dialog', { name: 'Pengingat tersimpan' });
    expect(calls).toEqual([{ itemSku: 'SPL-1-00001', body: { email: 'budi@pasarku.id' } }]);
    expect(props.requestLogin).not.toHaveBeenCalled();
    await userEvent.click(within(success).getByRole('button', { name: 'Oke' }));
    expect(screen.getByText(NOTIFIED_TEXT)).toHaveAttribute('role', 'status');
  });

  it('says an invalid e-mail is not valid and sends nothing', async () => {
    const calls = serveNotifyMe();
    renderPage(outOfStock(), { user: BUDI });
    const { dialog, field, submit } = await openModal();
    expect(within(dialog).getByText('Kami kirim email saat Sepatu Lari Aero tersedia lagi.')).toBeInTheDocument();

    await userEvent.type(field, 'budi@pasarku');
    await userEvent.click(submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email-nya tidak valid.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Email-nya tidak valid.');
    expect(calls).toHaveLength(0);

    await userEvent.type(field, '.id');
    expect(within(dialog).queryByText('Email-nya tidak valid.')).not.toBeInTheDocument();
  });

  it('says an empty e-mail is not valid', async () => {
    const calls = serveNotifyMe();
    renderPage(outOfStock(), { user: BUDI });
    const { dialog, submit } = await openModal();
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Email-nya tidak valid.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves the reminder, confirms it and shows the item as notified', async () => {
    const calls = serveNotifyMe();
    renderPage(outOfStock(), { user: BUDI });
    const { field } = await openModal();

    await userEvent.type(field, 'budi@pasarku.id{Enter}');

    const success = await screen.findByRole('dialog', { name: 'Pengingat tersimpan' });
    expect(calls).toEqual([{ itemSku: 'SPL-1-00001', body: { email: 'budi@pasarku.id' } }]);
    expect(within(success).getByText('Kami akan mengirim email ke budi@pasarku.id saat stok tersedia lagi.')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.click(within(success).getByRole('button', { name: 'Oke' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(NOTIFIED_TEXT)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Ingatkan saat stok tersedia' })).not.toBeInTheDocument();
  });

  it('keeps the typed e-mail and says so when saving fails, and succeeds on a second try', async () => {
    let fail = true;
    const calls = serveNotifyMe(() => (fail ? envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' }) : envelope(true)));
    renderPage(outOfStock(), { user: BUDI });
    const { dialog, field, submit } = await openModal();
    await userEvent.type(field, 'budi@pasarku.id');
    await userEvent.click(submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menyimpan pengingat. Silakan coba lagi.');
    expect(field).toHaveValue('budi@pasarku.id');
    expect(submit).toBeEnabled();
    expect(screen.queryByText(NOTIFIED_TEXT)).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Pengingat tersimpan' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('shows a summary tagged NOTIFIED as already notified', async () => {
    renderPage(aSummary({ tags: ['OOS', 'NOTIFIED'], stock: 0 }), { user: BUDI });
    expect(await screen.findByText(NOTIFIED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingatkan saat stok tersedia' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Bag' })).not.toBeInTheDocument();
  });

  it('sends the reminder once while it is being saved', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: unknown[] = [];
    backendServer.use(
      http.post(NOTIFY_URL, async ({ request }) => {
        calls.push(await request.json());
        await held;
        return envelope(true);
      }),
    );
    renderPage(outOfStock(), { user: BUDI });
    const { dialog, field } = await openModal();
    await userEvent.type(field, 'budi@pasarku.id');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ingatkan saya' }));
    const sending = within(dialog).getByRole('button', { name: 'Menyimpan…' });
    expect(sending).toBeDisabled();
    await userEvent.type(field, '{Enter}');

    release();
    expect(await screen.findByRole('dialog', { name: 'Pengingat tersimpan' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
