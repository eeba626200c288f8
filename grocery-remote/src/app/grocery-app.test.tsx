import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { LifecycleProps, ProductSummaryDto } from '@pdp/shared-contracts';
import { defaultBackendHandlers, mountProps } from '@pdp/pdp-remote/testing';
import lifecycles from '../exposed/lifecycles';

const BACKEND = 'http://grocery.test/backend';

const beras: Partial<ProductSummaryDto> = {
  vendor: 'GROCERY',
  itemSku: 'BRS-1-00001',
  productSku: 'BRS-1',
  name: 'Beras Pandan Wangi',
  urlFriendlyName: 'beras-pandan-wangi',
  images: [{ full: '/m/beras.svg', thumbnail: '/m/beras.svg' }],
  categories: [{ id: '80100', name: 'Beras & Biji-bijian' }],
  price: { listed: 42000, offered: 38900, discountPercentage: 7 },
  tags: ['GROCERY_STORE'],
  stock: 50,
  attributes: [{ code: 'berat', name: 'Berat', display: 'BUTTON', values: [{ value: '2 kg' }, { value: '5 kg' }] }],
  options: [
    { itemSku: 'BRS-1-00001', selected: true, available: true, attributes: { berat: '2 kg' } },
    { itemSku: 'BRS-1-00002', selected: false, available: true, attributes: { berat: '5 kg' } },
  ],
  merchant: { code: 'RNC-1', name: 'Ranch Market Kemang', url: '/merchant/ranch/RNC-1', commissionType: 'CC' },
  sellerGroup: 'RANCH',
};

const server = setupServer(
  http.get(`${BACKEND}/product-detail/products/:id/price-summary`, () =>
    HttpResponse.json({
      code: 200,
      status: 'OK',
      data: { quantity: 1, price: { listed: 42000, offered: 38900, cashback: 0, total: 38900 }, vouchersApplied: [], vouchers: [], wholesale: [], item: { itemSku: 'BRS-1-00001', maxQuantity: 50 } },
    }),
  ),
  ...defaultBackendHandlers(BACKEND),
  http.get(`${BACKEND}/product-detail/products/:id/_summary`, () => HttpResponse.json({ code: 200, status: 'OK', data: beras })),
);
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  server.close();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

const props = (overrides: Partial<LifecycleProps> = {}) =>
  mountProps(BACKEND, { name: 'grocery-test', path: '/grocery/p/beras-pandan-wangi/ps--BRS-1', vendor: 'GROCERY', ...overrides });

describe('the grocery remote', () => {
  it('renders the retail blocks with the grocery page-type label and seller group', async () => {
    const mounted = props();
    await lifecycles.mount(mounted);
    expect(await screen.findByRole('heading', { name: 'Beras Pandan Wangi' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));
    expect(screen.getByText('Grocery').closest('[data-page-type]')).toHaveAttribute('data-page-type', 'product-detail-grocery-ranch');
    expect(screen.getByText('Ranch Market')).toBeInTheDocument();
    expect(screen.getByText('Ranch Market').className).toMatch(/^grocery-/);
    await lifecycles.unmount(mounted);
  });

  it('reports grocery paths through the host with the grocery prefix', async () => {
    const mounted = props();
    await lifecycles.mount(mounted);
    const fiveKilos = await screen.findByRole('button', { name: '5 kg' });
    await waitFor(() => expect(fiveKilos).not.toHaveAttribute('aria-disabled'));
    fiveKilos.click();
    await waitFor(() => expect(mounted.navigate).toHaveBeenCalledWith({ path: '/grocery/p/beras-pandan-wangi/is--BRS-1-00002', replace: true, resetScroll: false }));
    await lifecycles.unmount(mounted);
  });

  it('shows the grocery description page', async () => {
    const mounted = props({ path: '/grocery/p/beras-pandan-wangi/ps--BRS-1/description' });
    await lifecycles.mount(mounted);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deskripsi Beras Pandan Wangi' })).toBeInTheDocument();
    await lifecycles.unmount(mounted);
  });

  it('says a retail path is not its own', async () => {
    const mounted = props({ path: '/p/beras/ps--BRS-1' });
    await lifecycles.mount(mounted);
    await waitFor(() => expect(mounted.reportPageStatus).toHaveBeenCalledWith(404));
    await lifecycles.unmount(mounted);
  });

  it('speaks English with its own and the retail messages', async () => {
    const mounted = props();
    await lifecycles.mount(mounted);
    await screen.findByText('Ranch Market');
    await lifecycles.update({ ...mounted, locale: 'en' });
    expect(await screen.findByText('7% off')).toBeInTheDocument();
    expect(screen.getByText('Grocery')).toBeInTheDocument();
    await lifecycles.unmount(mounted);
  });
});
