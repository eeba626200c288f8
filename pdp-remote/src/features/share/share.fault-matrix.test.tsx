// The fault matrix's `share link` row (tooling/e2e/fault-matrix.e2e.ts) at the component level: the
// short link fails once, in each way the simulator can fail it; the share modal says so in the
// catalogue's words, the full tracked link and the QR code stand (and can be copied), and its retry
// brings the short link. Nothing is thrown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, envelope, http } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, faultHandler, retryIn, serveProduct, startFaultMatrix } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';

startFaultMatrix();

// ── The row ──

const SHORT = 'https://pasarku.link/Ab3dE6gH';
const writeText = jest.fn<Promise<void>, [string]>();
const scrollIntoView = Element.prototype.scrollIntoView;

beforeEach(() => {
  // jsdom has no layout, no clipboard and no share sheet.
  Element.prototype.scrollIntoView = jest.fn();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
});
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('fault matrix: share link', () => {
  it.each(FAULT_KINDS)(
    'share link × %s: says "Tautan pendek belum bisa dibuat. Tautan lengkap tetap bisa dibagikan.", keeps the full link and the QR code, and its retry brings the short link',
    async (fault) => {
      serveProduct();
      backendServer.use(http.post(`${TEST_BACKEND}/common/share-link`, () => envelope({ link: SHORT })));
      backendServer.use(faultHandler('POST', `${TEST_BACKEND}/common/share-link`, fault, { times: 1 }));
      const view = renderRemote();
      const seller = await screen.findByRole('region', { name: 'Penjual' });
      await userEvent.click(await within(seller).findByRole('button', { name: 'Bagikan produk' }));
      const dialog = await screen.findByRole('dialog', { name: 'Bagikan produk' });

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tautan pendek belum bisa dibuat. Tautan lengkap tetap bisa dibagikan.');
      const link = within(dialog).getByRole('textbox', { name: 'Tautan produk' });
      expect((link as HTMLInputElement).value).toMatch(/\/p\/sepatu-lari-aero\/ps--SPL-1\?.*share_link=1$/);
      expect(within(dialog).getByRole('img', { name: /^Kode QR/ })).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salin tautan' }));
      expect(writeText).toHaveBeenCalledWith((link as HTMLInputElement).value);
      await retryIn(dialog);
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Tautan produk' })).toHaveValue(SHORT));
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
