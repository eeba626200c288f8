// The fault matrix's `price summary` row (tooling/e2e/fault-matrix.e2e.ts) at the component level: the
// price summary fails in each way the simulator can fail it, every time; the panel says so in the
// catalogue's words, the large price falls back to the summary's, the rest of the page works (a
// size pick), and nothing is thrown. The backend is the simulator (mounted in MSW), on the running
// shoes (sepatu-lari-aero-run.json: their black 40 at Rp629.300), and the fault a session fault, as
// the e2e matrix forces it.
import { screen } from '@testing-library/react';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, sizePickWorks, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { SHOES } from '../../__tests__/products';

sectionsInView([]);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

// ── The row ──

describe('fault matrix: price summary', () => {
  it.each(FAULT_KINDS)('price summary × %s: says "Gagal memuat data...", shows the summary’s price, and a size pick still works', async (fault) => {
    await backend.session.fault('/backend/product-detail/products/*/price-summary', fault, { method: 'GET' });
    const view = renderRemote({ path: SHOES });

    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat data...');
    // The price summary never answered: the price shown is the summary's.
    expect(await screen.findByTestId('product-price')).toHaveTextContent('Rp629.300');
    expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1');
    await sizePickWorks(view);
  });
});
