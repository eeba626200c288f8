// The fault matrix's `share link` row (tooling/e2e/fault-matrix.e2e.ts) at the component level: the
// short link fails once, in each way the simulator can fail it; the share modal says so in the
// catalogue's words, the full tracked link and the QR code stand (and can be copied), and its retry
// brings the short link. Nothing is thrown. The backend is the simulator (mounted in MSW), on the
// running shoes (sepatu-lari-aero-run.json), and the fault a session fault, as the e2e matrix forces it.
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, retryIn, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { SHOES } from '../../__tests__/products';
import { openShare, shortLinkOf, stubClipboard, tracked } from './share.test-page';

sectionsInView(['seller']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();
const writeText = stubClipboard();

// ── The row ──

describe('fault matrix: share link', () => {
  it.each(FAULT_KINDS)(
    'share link × %s: says "Tautan pendek belum bisa dibuat. Tautan lengkap tetap bisa dibagikan.", keeps the full link and the QR code, and its retry brings the short link',
    async (fault) => {
      await backend.session.fault('/backend/common/share-link', fault, { method: 'POST', times: 1 });
      const view = renderRemote({ path: SHOES });
      const { dialog } = await openShare();

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tautan pendek belum bisa dibuat. Tautan lengkap tetap bisa dibagikan.');
      const link = within(dialog).getByRole('textbox', { name: 'Tautan produk' });
      expect(link).toHaveValue(tracked(SHOES));
      expect(within(dialog).getByRole('img', { name: /^Kode QR/ })).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Salin tautan' }));
      expect(writeText).toHaveBeenCalledWith(tracked(SHOES));
      await retryIn(dialog);
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Tautan produk' })).toHaveValue(shortLinkOf(tracked(SHOES))));
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
