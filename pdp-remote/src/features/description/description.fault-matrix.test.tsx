// The fault matrix's description rows (tooling/e2e/fault-matrix.e2e.ts: `description`, `specifications`,
// `product copy`) at the component level: each call fails in each way the simulator can fail it, every
// time. The description and its specifications load together, so either failing says "Gagal memuat
// deskripsi." with a retry; the product copy is extra, so its failure leaves the description in and says
// nothing. The rest of the page works, and nothing is thrown. The backend is the simulator (mounted in
// MSW), on the phone (smartphone-x5.json: a description, specifications and the marketplace's copy
// "Garansi resmi Nusantara"), and each fault is a session fault, as the e2e matrix forces it.
import { screen } from '@testing-library/react';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, saysWithRetry, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { PHONE, buyingAndColourPickWork } from '../../__tests__/phone-page';

sectionsInView(['description', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

// ── The rows ──

describe.each([
  { call: 'description', path: '/backend/product-detail/products/*/description' },
  { call: 'specifications', path: '/backend/product-detail/products/*/specifications' },
])('fault matrix: $call', ({ call, path }) => {
  it.each(FAULT_KINDS)(`${call} × %s: says "Gagal memuat deskripsi." with a retry, and + Bag and a colour pick still work`, async (fault) => {
    await backend.session.fault(path, fault, { method: 'GET' });
    const view = renderRemote({ path: PHONE });

    await saysWithRetry('Gagal memuat deskripsi.');
    expect(screen.queryByTestId('product-description')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Smartphone Nusantara X5 8 GB' })).toBeInTheDocument();
    await buyingAndColourPickWork(view);
  });
});

describe('fault matrix: product copy', () => {
  it.each(FAULT_KINDS)('product copy × %s: says nothing, and the description and its specifications show without the copy', async (fault) => {
    await backend.session.fault('/backend/common/content/product-copy', fault, { method: 'GET' });
    const view = renderRemote({ path: PHONE });

    // The copy is read with the description: once the description shows, the copy has failed.
    expect(await screen.findByTestId('product-description')).toHaveTextContent('Layar terang 120 Hz, baterai 5.000 mAh, dan kamera 50 MP.');
    expect(screen.getByRole('rowheader', { name: 'RAM' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Garansi resmi Nusantara' })).not.toBeInTheDocument();
    expect(screen.queryByText('Gagal memuat deskripsi.')).not.toBeInTheDocument();
    await buyingAndColourPickWork(view);
  });
});
