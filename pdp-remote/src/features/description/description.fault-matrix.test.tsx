// The fault matrix's description rows (tooling/e2e/fault-matrix.e2e.ts: `description`, `specifications`,
// `product copy`) at the component level: each call fails in each way the simulator can fail it, every
// time. The description and its specifications load together, so either failing says "Gagal memuat
// deskripsi." with a retry; the product copy is extra, so its failure leaves the description in and says
// nothing. The rest of the page works, and nothing is thrown. (Without an IntersectionObserver the
// deferred sections render at once, as the e2e's scroll makes them.)
import { screen } from '@testing-library/react';
import { TEST_BACKEND, backendServer, envelope, http } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, faultHandler, saysWithRetryInPlaceOf, serveProduct, startFaultMatrix, variantPickWorks } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';

startFaultMatrix();

// ── The rows ──

/** The product, its description, its specifications and the marketplace's copy, all answering. */
beforeEach(() => {
  serveProduct();
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/description`, () => envelope({ html: '<p>Nyaman dipakai.</p>' })),
    http.get(`${TEST_BACKEND}/product-detail/products/:id/specifications`, () => envelope([{ name: 'Berat', value: '280 g' }])),
    http.get(`${TEST_BACKEND}/common/content/product-copy`, () => envelope({ id: { title: 'Garansi resmi Aero', html: '<p>Garansi 1 tahun.</p>' } })),
  );
});

describe.each([
  { call: 'description', url: `${TEST_BACKEND}/product-detail/products/:id/description` },
  { call: 'specifications', url: `${TEST_BACKEND}/product-detail/products/:id/specifications` },
])('fault matrix: $call', ({ call, url }) => {
  it.each(FAULT_KINDS)(`${call} × %s: says "Gagal memuat deskripsi." with a retry, and a variant pick still works`, async (fault) => {
    backendServer.use(faultHandler('GET', url, fault));
    const view = renderRemote();

    await saysWithRetryInPlaceOf(view, 'Gagal memuat deskripsi.', () => screen.queryByTestId('product-description'));
  });
});

describe('fault matrix: product copy', () => {
  it.each(FAULT_KINDS)('product copy × %s: says nothing, and the description and its specifications show without the copy', async (fault) => {
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/common/content/product-copy`, fault));
    const view = renderRemote();

    // The copy is read with the description: once the description shows, the copy has failed.
    expect(await screen.findByTestId('product-description')).toHaveTextContent('Nyaman dipakai.');
    expect(screen.getByRole('rowheader', { name: 'Berat' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Garansi resmi Aero' })).not.toBeInTheDocument();
    expect(screen.queryByText('Gagal memuat deskripsi.')).not.toBeInTheDocument();
    await variantPickWorks(view);
  });
});
