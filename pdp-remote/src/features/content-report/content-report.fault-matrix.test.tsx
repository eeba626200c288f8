// The fault matrix of reporting the product (tooling/e2e/fault-matrix.e2e.ts, one test per row, named
// by its `call`): the product's report reasons and the report itself, failed in every way the
// simulator fails a call (FAULT_KINDS). Each proves what its row proves in the browser: the failure
// says the catalogue's words (the reasons' in the report menu, the report's in the report options),
// the reason chosen and the text typed are kept, a retry brings the menu's entries back, and nothing
// is thrown. (A review's, a reply's, a question's and an answer's reports
// are in their features' matrices: reviews/, discussions/.) The backend is the simulator (mounted in
// MSW), on the running shoes (sepatu-lari-aero-run.json) for Budi, his session signed in; each fault is
// a session fault, as the e2e matrix forces it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, watchNothingThrown } from '../../__tests__';
import { reasonsBackOnRetry, sendingFailsKeepingReport } from '../../__tests__/report-modal';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI } from '../../__tests__/members';
import { SHOES } from '../../__tests__/products';

sectionsInView(['seller']);
const backend = startSimulatorBackend(TEST_BACKEND);
beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

/** What the e2e matrix's `pageErrors` catches, in jsdom: a part's boundary logging what it threw, an uncaught error or rejection. */
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });

const WHAT_IS_WRONG = 'Harganya tiga kali lipat dari toko lain.';

/** The shoes' page for Budi, his session signed in. */
async function renderForBudi() {
  await backend.session.signIn(BUDI.email);
  return renderRemote({ path: SHOES, user: BUDI });
}

async function openMenu() {
  await userEvent.click(await within(await screen.findByRole('region', { name: 'Penjual' })).findByRole('button', { name: 'Laporkan produk' }));
  return screen.findByRole('dialog', { name: 'Laporkan produk' });
}

/** The report menu, then its entry `reason`: the report options. */
async function openOptions(reason: string) {
  await userEvent.click(await within(await openMenu()).findByRole('button', { name: reason }));
  return screen.findByRole('dialog', { name: 'Detail laporan' });
}

describe('fault matrix: content-report', () => {
  it.each(FAULT_KINDS)('product report reasons × %s: says "Gagal memuat alasan laporan.", and a retry brings the reasons', async (fault) => {
    await backend.session.fault('/backend/common/content/report-product', fault, { method: 'GET', times: 1 });
    await renderForBudi();
    await reasonsBackOnRetry(await openMenu(), 'Produk palsu', 'button');
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    'product report × %s: says "Gagal mengirim laporan. Silakan coba lagi." and keeps the reason chosen and the text typed',
    async (fault) => {
      await backend.session.fault('/backend/product/products/*/_report', fault, { method: 'POST' });
      await renderForBudi();
      await sendingFailsKeepingReport(await openOptions('Harga tidak wajar'), { reason: 'Harga tidak wajar', text: WHAT_IS_WRONG });
      expect(pageErrors).toEqual([]);
    },
  );
});
