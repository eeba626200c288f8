// The fault matrix's `price summary` row (tooling/e2e/fault-matrix.e2e.ts) at the component level: the
// price summary fails in each way the simulator can fail it, every time; the panel says so in the
// catalogue's words, the large price falls back to the summary's, the rest of the page works (a
// variant pick), and nothing is thrown.
import { screen } from '@testing-library/react';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, faultHandler, serveProduct, startFaultMatrix, variantPickWorks } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';

startFaultMatrix();

// ── The row ──

describe('fault matrix: price summary', () => {
  it.each(FAULT_KINDS)('price summary × %s: says "Gagal memuat data...", shows the summary’s price, and a variant pick still works', async (fault) => {
    serveProduct(aSummary({ price: { listed: 700000, offered: 650000, discountPercentage: 7 } }));
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-detail/products/:id/price-summary`, fault));
    const view = renderRemote();

    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat data...');
    expect(await screen.findByTestId('product-price')).toHaveTextContent('Rp650.000');
    expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1');
    await variantPickWorks(view);
  });
});
