// The fault matrix's buying rows (tooling/e2e/fault-matrix.e2e.ts: `notify me`, `quick checkout (buy
// now)`, `add to bag`) at the component level, a member acting: each call fails in each way the
// simulator can fail it, every time; the page says so in the catalogue's words, what the shopper chose
// or typed is as they left it, they stay on the product, the rest of the page works, and nothing is
// thrown. The backend is the simulator (mounted in MSW), on the running shoes (sepatu-lari-aero-run.json),
// Budi signed in, and each fault is a session fault, as the e2e matrix forces it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, watchNothingThrown, type FaultKind } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI } from '../../__tests__/members';
import { ADD_PATH, NOTIFY_PATH, QUICK_PATH, SHOES, SHOES_SOLD_OUT } from './buying.test-page';
import { buyingAndSizePickWork } from '../../__tests__';

sectionsInView(['shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

// ── The rows ──

const quantity = () => screen.getByRole('textbox', { name: 'Jumlah' });

beforeEach(() => window.localStorage.clear());

/** Budi on the shoes' page at `path`, every POST to `faultPath` (a simulator glob) failing as `fault`. */
async function renderFailingPost(fault: FaultKind, faultPath: string, path = SHOES) {
  await backend.session.signIn(BUDI.email);
  await backend.session.fault(faultPath, fault, { method: 'POST' });
  return renderRemote({ user: BUDI, path, reportBagCount: jest.fn() });
}

/** The member steps the quantity up to 2 (once the price of 1 is in), then presses `button`. */
async function twoThen(button: '+ Bag' | 'Beli sekarang') {
  await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
  await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
  await waitFor(() => expect(quantity()).toHaveValue('2'));
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('fault matrix: notify me', () => {
  it.each(FAULT_KINDS)(
    'notify me × %s: says "Gagal menyimpan pengingat. Silakan coba lagi.", keeps the e-mail typed, and the dialog closes onto the page',
    async (fault) => {
      const view = await renderFailingPost(fault, NOTIFY_PATH, SHOES_SOLD_OUT);
      await userEvent.click(await screen.findByRole('button', { name: 'Ingatkan saat stok tersedia' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ingatkan saya' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sari@example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ingatkan saya' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menyimpan pengingat. Silakan coba lagi.');
      expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('sari@example.com');
      expect(within(dialog).getByRole('button', { name: 'Ingatkan saya' })).toBeEnabled();
      expect(screen.queryByText('Kami akan mengabarimu saat stok tersedia lagi.')).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ingatkan saat stok tersedia' })).toBeEnabled();
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});

describe('fault matrix: quick checkout (buy now)', () => {
  it.each(FAULT_KINDS)(
    'quick checkout (buy now) × %s: says "Gagal (menambahkan produk|memproses pembelian). Silakan coba lagi.", keeps the quantity, stays on the product, and a size pick still works',
    async (fault) => {
      const view = await renderFailingPost(fault, QUICK_PATH);
      await twoThen('Beli sekarang');

      const failed = await screen.findByText(/Gagal (menambahkan produk|memproses pembelian)\. Silakan coba lagi\./);
      expect(failed.closest('[role="alert"]')).not.toBeNull();
      expect(quantity()).toHaveValue('2');
      expect(view.props.navigate).not.toHaveBeenCalled();
      expect(view.props.reportBagCount).not.toHaveBeenCalled();
      await buyingAndSizePickWork(view, 'Beli sekarang');
    },
  );
});

describe('fault matrix: add to bag', () => {
  it.each(FAULT_KINDS)(
    'add to bag × %s: says "Gagal menambahkan produk. Silakan coba lagi.", keeps the quantity, and a size pick still works',
    async (fault) => {
      const view = await renderFailingPost(fault, ADD_PATH);
      await twoThen('+ Bag');

      const failed = await screen.findByText('Gagal menambahkan produk. Silakan coba lagi.');
      expect(failed.closest('[role="alert"]')).not.toBeNull();
      expect(quantity()).toHaveValue('2');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(view.props.reportBagCount).not.toHaveBeenCalled();
      await buyingAndSizePickWork(view);
    },
  );
});
