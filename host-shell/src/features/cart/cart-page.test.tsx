import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../__tests__/backend-mock';
import { renderHost } from '../../__tests__/render-host';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

startBackendMock();

/** A delivered grocery line of rice from the Kemang store; a test gives what it is about. */
const riceLine = (overrides: Record<string, unknown> = {}) => ({
  itemSku: 'BRS-1-00001',
  name: 'Beras',
  quantity: 1,
  price: 38900,
  imageUrl: '/b.svg',
  fulfillment: 'delivery',
  pickupPointCode: 'PP-K',
  ...overrides,
});

/** The grocery bag answers with these lines. */
const serveGroceryBag = (items: unknown[]) => backendServer.use(http.get(`${TEST_BACKEND}/grocery/carts`, () => envelope({ vendor: 'GROCERY', items })));

describe('the bag pages', () => {
  it('lists the retail bag', async () => {
    backendServer.use(
      http.get(`${TEST_BACKEND}/retail/carts`, () =>
        envelope({ vendor: 'RETAIL', items: [{ itemSku: 'SPL-1-00001', name: 'Sepatu Lari Aero', quantity: 2, price: 629300, imageUrl: '/m.svg' }] }),
      ),
    );
    renderHost('/cart');
    expect(await screen.findByText('Sepatu Lari Aero')).toBeInTheDocument();
    expect(screen.getByText('Jumlah: 2')).toBeInTheDocument();
    expect(screen.getByText('Rp1.258.600')).toBeInTheDocument();
  });

  it('lists the grocery bag from its own call', async () => {
    backendServer.use(http.get(`${TEST_BACKEND}/grocery/carts`, () => envelope({ vendor: 'GROCERY', items: [] })));
    renderHost('/grocery/cart');
    expect(await screen.findByRole('heading', { name: 'Bag grocery kamu' })).toBeInTheDocument();
    expect(await screen.findByText('Bag kamu masih kosong.')).toBeInTheDocument();
    expect(screen.getByTestId('vendor-badge')).toHaveTextContent('Grocery');
  });

  it('says how each grocery line comes: delivered from its store in its window, or collected there', async () => {
    serveGroceryBag([
      riceLine({
        quantity: 2,
        grocery: {
          warehouseCode: 'WH-K',
          warehouseName: 'Ranch Market Kemang',
          shippingType: 'SCHEDULED_DELIVERY',
          slot: { date: '2026-11-23', start: '08:00', end: '10:00' },
        },
      }),
      {
        itemSku: 'APL-1-00001',
        name: 'Apel',
        quantity: 1,
        price: 59000,
        imageUrl: '/a.svg',
        fulfillment: 'delivery',
        pickupPointCode: 'PP-K',
        grocery: {
          warehouseCode: 'WH-K',
          warehouseName: 'Ranch Market Kemang',
          shippingType: 'DELIVER_NOW',
          slot: { date: '2026-11-22', start: '14:00', end: '15:00' },
        },
      },
      {
        itemSku: 'TLR-1-00001',
        name: 'Telur',
        quantity: 1,
        price: 28500,
        imageUrl: '/t.svg',
        fulfillment: 'pickup',
        pickupPointCode: 'PP-K',
        grocery: { warehouseCode: 'WH-K', warehouseName: 'Ranch Market Kemang', shippingType: null, slot: null },
      },
    ]);
    renderHost('/grocery/cart');
    expect(await screen.findByText('Terjadwal dari Ranch Market Kemang: Senin, 23 November, 08:00–10:00')).toBeInTheDocument();
    expect(screen.getByText('Antar sekarang dari Ranch Market Kemang: Minggu, 22 November, 14:00–15:00')).toBeInTheDocument();
    expect(screen.getByText('Ambil di Ranch Market Kemang')).toBeInTheDocument();
  });

  it('never calls a delivered grocery line a pickup, even without a window it can read', async () => {
    serveGroceryBag([riceLine({ grocery: { warehouseCode: 'WH-K', warehouseName: 'Ranch Market Kemang', shippingType: 'SCHEDULED_DELIVERY', slot: null } })]);
    renderHost('/grocery/cart');
    expect(await screen.findByText('Beras')).toBeInTheDocument();
    expect(screen.queryByText(/Ranch Market Kemang/)).not.toBeInTheDocument();
  });

  it('asks an anonymous shopper to sign in', async () => {
    backendServer.use(http.get(`${TEST_BACKEND}/retail/carts`, () => envelope(null, { status: 401, code: 'UNAUTHORIZED' })));
    renderHost('/cart');
    expect(await screen.findByRole('link', { name: 'Masuk dulu untuk melihat bag kamu.' })).toHaveAttribute('href', '/login?returnTo=%2Fcart');
  });

  it('offers a retry when the bag fails to load', async () => {
    let calls = 0;
    backendServer.use(
      http.get(`${TEST_BACKEND}/retail/carts`, () => {
        calls += 1;
        return calls === 1 ? envelope(null, { status: 500 }) : envelope({ vendor: 'RETAIL', items: [] });
      }),
    );
    renderHost('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Bag kamu masih kosong.')).toBeInTheDocument();
  });
});
