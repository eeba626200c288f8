// The fault matrix of reporting the product (tooling/e2e/fault-matrix.e2e.ts, one test per row, named
// by its `call`): the product's report reasons and the report itself, failed in every way the
// simulator fails a call (FAULT_KINDS). Each proves what its row proves in the browser: the failure
// says the catalogue's words (the reasons' in the report menu, the report's in the report options),
// the reason chosen and the text typed are kept, a retry brings the menu's entries back, and nothing
// is thrown. (A review's, a reply's, a question's and an answer's reports
// are in their features' matrices: reviews/, discussions/.)
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, envelope, http, jsonContent, startBackendMock } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, faultHandler, serveProduct, watchNothingThrown } from '../../__tests__';
import { reasonsBackOnRetry, sendingFailsKeepingReport } from '../../__tests__/report-modal';
import { renderRemote } from '../../__tests__/render-remote';

startBackendMock();
beforeEach(() => {
  serveProduct();
  backendServer.use(
    // The product's report content (JSON text content, spec §3, §7): menu and options shown; and the report, accepted.
    jsonContent('report-product', {
      id: 'report-product',
      type: 'PRODUCT',
      menuVisible: true,
      optionsVisible: true,
      reasons: [
        { code: 'FAKE_PRODUCT', label: { id: 'Produk palsu', en: 'Fake product' } },
        { code: 'UNFAIR_PRICE', label: { id: 'Harga tidak wajar', en: 'Unfair price' } },
        { code: 'OTHER', label: { id: 'Lainnya', en: 'Other' } },
      ],
    }),
    http.post(`${TEST_BACKEND}/product/products/:id/_report`, () => envelope(true)),
  );
  Element.prototype.scrollIntoView = jest.fn();
});

/** What the e2e matrix's `pageErrors` catches, in jsdom: a part's boundary logging what it threw, an uncaught error or rejection. */
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });

const BUDI = { id: 'u1', name: 'Budi' };
const WHAT_IS_WRONG = 'Harganya tiga kali lipat dari toko lain.';

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
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/common/content/report-product`, fault, { times: 1 }));
    renderRemote({ user: BUDI });
    await reasonsBackOnRetry(await openMenu(), 'Produk palsu', 'button');
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    'product report × %s: says "Gagal mengirim laporan. Silakan coba lagi." and keeps the reason chosen and the text typed',
    async (fault) => {
      backendServer.use(faultHandler('POST', `${TEST_BACKEND}/product/products/:id/_report`, fault));
      renderRemote({ user: BUDI });
      await sendingFailsKeepingReport(await openOptions('Harga tidak wajar'), { reason: 'Harga tidak wajar', text: WHAT_IS_WRONG });
      expect(pageErrors).toEqual([]);
    },
  );
});
