import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, TEST_BACKEND, http, startHostBackend } from '../../__tests__/backend-mock';
import { renderHost } from '../../__tests__/render-host';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const backend = startHostBackend();

/** Ranch Market Kemang (stores.json): the grocery store of the lines below, and its pickup point. */
const KEMANG = 'WH-RNC-KMG';
const KEMANG_PICKUP = 'PP-RNC-KMG';
/** A Sunday early afternoon in Jakarta: deliver-now windows start at 14:00, scheduled ones tomorrow. */
const SUNDAY_AFTERNOON = '2026-11-22T13:10:00+07:00';

/** Budi puts `items` in a bag in another tab (the same simulator session, not through the page), by `query`'s store and window. */
async function addInAnotherTab(call: string, items: object[], query: Record<string, string> = {}) {
  const answer = await fetch(`${TEST_BACKEND}/${call}?${new URLSearchParams(query).toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
  });
  expect(answer.status).toBe(200);
}

describe('the bag pages', () => {
  it('lists the retail bag', async () => {
    await backend.session.signIn('budi@contoh.id');
    await addInAnotherTab('retail/carts/_add-bulk', [{ itemSku: 'SPL-60001-00001', quantity: 2 }]);
    renderHost('/cart');
    expect(await screen.findByText('Sepatu Lari Pria Aero Run 2')).toBeInTheDocument();
    expect(screen.getByText('Jumlah: 2')).toBeInTheDocument();
    expect(screen.getByText('Rp1.258.600')).toBeInTheDocument();
  });

  it('lists the grocery bag from its own call', async () => {
    await backend.session.signIn('budi@contoh.id');
    renderHost('/grocery/cart');
    expect(await screen.findByRole('heading', { name: 'Bag grocery kamu' })).toBeInTheDocument();
    expect(await screen.findByText('Bag kamu masih kosong.')).toBeInTheDocument();
    expect(screen.getByTestId('vendor-badge')).toHaveTextContent('Grocery');
    expect(backend.sent('GET', /\/grocery\/carts$/).length).toBeGreaterThan(0);
  });

  it('says how each grocery line comes: delivered from its store in its window, or collected there', async () => {
    await backend.session.signIn('budi@contoh.id');
    await backend.session.clock(SUNDAY_AFTERNOON);
    const update = 'grocery/carts/_bulk-update';
    await addInAnotherTab(update, [{ itemSku: 'BRS-70001-00001', quantity: 2 }], {
      warehouseCode: KEMANG,
      shippingType: 'SCHEDULED_DELIVERY',
      slotId: 'SCH-2026-11-23T08:00',
    });
    await addInAnotherTab(update, [{ itemSku: 'APL-70004-00001', quantity: 1 }], {
      warehouseCode: KEMANG,
      shippingType: 'DELIVER_NOW',
      slotId: 'NOW-2026-11-22T14:00',
    });
    await addInAnotherTab(update, [{ itemSku: 'TLR-70003-00001', quantity: 1, fulfillment: 'pickup', pickupPointCode: KEMANG_PICKUP }], {
      warehouseCode: KEMANG,
    });
    renderHost('/grocery/cart');
    expect(await screen.findByText('Terjadwal dari Ranch Market Kemang: Senin, 23 November, 08:00–10:00')).toBeInTheDocument();
    expect(screen.getByText('Antar sekarang dari Ranch Market Kemang: Minggu, 22 November, 14:00–15:00')).toBeInTheDocument();
    expect(screen.getByText('Ambil di Ranch Market Kemang')).toBeInTheDocument();
  });

  it('never calls a delivered grocery line a pickup, even without a window it can read', async () => {
    // The simulator puts no delivered line in the bag without a window (it refuses it): a bag line
    // whose window is lost is an answer it cannot give.
    backend.server.use(
      http.get(`${TEST_BACKEND}/grocery/carts`, () =>
        HttpResponse.json({
          code: 200,
          status: 'OK',
          data: {
            vendor: 'GROCERY',
            items: [
              {
                itemSku: 'BRS-70001-00001',
                name: 'Beras Pandan Wangi Premium',
                quantity: 1,
                price: 38900,
                imageUrl: '/b.svg',
                fulfillment: 'delivery',
                pickupPointCode: KEMANG_PICKUP,
                grocery: { warehouseCode: KEMANG, warehouseName: 'Ranch Market Kemang', shippingType: 'SCHEDULED_DELIVERY', slot: null },
              },
            ],
          },
        }),
      ),
    );
    renderHost('/grocery/cart');
    expect(await screen.findByText('Beras Pandan Wangi Premium')).toBeInTheDocument();
    expect(screen.queryByText(/Ranch Market Kemang/)).not.toBeInTheDocument();
  });

  it('asks an anonymous shopper to sign in', async () => {
    renderHost('/cart');
    expect(await screen.findByRole('link', { name: 'Masuk dulu untuk melihat bag kamu.' })).toHaveAttribute('href', '/login?returnTo=%2Fcart');
  });

  it('offers a retry when the bag fails to load', async () => {
    await backend.session.signIn('budi@contoh.id');
    await backend.session.fault('/backend/retail/carts', 'status=500', { method: 'GET' });
    renderHost('/cart');
    const retry = await screen.findByRole('button', { name: 'Coba lagi' });
    // The page reads the bag as it opens and again once the member is known, the header once: all failed.
    await screen.findByText('Hai, Budi Santoso');
    await waitFor(() => expect(backend.sent('GET', /\/retail\/carts$/).map((call) => call.answered)).toEqual([true, true, true]));
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBe(retry);
    await backend.session.clearFaults();

    await userEvent.click(retry);
    expect(await screen.findByText('Bag kamu masih kosong.')).toBeInTheDocument();
  });
});
