// The fault matrix's `recently viewed (basic products)` row (tooling/e2e/fault-matrix.e2e.ts) at the
// component level: a product seen before (whose card was never shown, so none was kept) is asked for,
// and the call fails in each way the simulator can fail it, every time; the list says so in the
// catalogue's words, the rest of the page works (a size pick), and nothing is thrown. The backend is
// the simulator (mounted in MSW), on the running shoes (sepatu-lari-aero-run.json), and the fault a
// session fault, as the e2e matrix forces it.
import { screen, within } from '@testing-library/react';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, sizePickWorks, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { SHOES } from '../../__tests__/products';

// The list is below every section, outside them: it renders with the first screen.
sectionsInView([]);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

// ── The row ──

beforeEach(() => {
  window.localStorage.clear();
  // Seen before: the desk lamp (lampu-meja.json). Its card was never shown (its page was left before the list came near), so no card of it is kept.
  window.localStorage.setItem('pdp.recently-viewed.product', JSON.stringify(['LMP-60013-00001']));
});

describe('fault matrix: recently viewed (basic products)', () => {
  it.each(FAULT_KINDS)(
    'recently viewed (basic products) × %s: says "Produk yang terakhir dilihat belum bisa ditampilkan.", and a size pick still works',
    async (fault) => {
      await backend.session.fault('/backend/product/products/_basic', fault, { method: 'GET' });
      const view = renderRemote({ path: SHOES });

      const list = (await screen.findByRole('heading', { level: 2, name: 'Terakhir kamu lihat' })).closest('section') as HTMLElement;
      expect(await within(list).findByText('Produk yang terakhir dilihat belum bisa ditampilkan.')).toHaveAttribute('role', 'status');
      expect(within(list).queryByRole('link')).not.toBeInTheDocument();
      await sizePickWorks(view);
    },
  );
});
