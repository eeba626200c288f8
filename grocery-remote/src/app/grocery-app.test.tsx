// The grocery remote through its real lifecycles: the retail blocks with the grocery label, grocery
// paths, its secondary pages, English, and a shopper's first visit with their device location.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { KEMANG } from '../__tests__/factories';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mockGeolocation, mountGrocery, updateGrocery } from '../__tests__';

groceryPageTests();

/** A store voucher of the rice's seller. */
const RICE_VOUCHER = {
  id: 'MV-9',
  code: 'BERASHEMAT',
  name: 'Hemat beras pandan',
  status: 'ACTIVE',
  remainingQuota: 10,
  reward: { type: 'AMOUNT_OFF', value: 5000, maxAmount: null },
  minPurchase: 50000,
  endDate: '2026-12-02T16:59:59.000Z',
};

/** The backend offers the rice's one store voucher and nothing else. */
function useRiceVoucher() {
  groceryBackend.use(
    http.get(`${GROCERY_BACKEND}/product-detail/products/:id/vouchers`, () =>
      envelope({ recommendedPromotion: null, platformVouchers: [], platformShippingVouchers: [] }),
    ),
    http.get(`${GROCERY_BACKEND}/product/merchant/vouchers`, () => envelope([RICE_VOUCHER])),
    http.get(`${GROCERY_BACKEND}/product/merchant/vouchers-info`, () => envelope({ merchantVoucherCount: 1, sellerShippingVouchers: [] })),
  );
}

describe('the grocery remote', () => {
  it('renders the retail blocks with the grocery page-type label and seller group', async () => {
    await mountGrocery();
    expect(await screen.findByRole('heading', { name: 'Beras Pandan Wangi' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));
    expect(screen.getByText('Grocery').closest('[data-page-type]')).toHaveAttribute('data-page-type', 'product-detail-grocery-ranch');
    expect(screen.getByText('Ranch Market')).toBeInTheDocument();
    expect(screen.getByText('Ranch Market').className).toMatch(/^grocery-/);
  });

  it('shows the image, the name and the price before the grocery label and its links, as a phone’s first screen must', async () => {
    await mountGrocery();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Beras Pandan Wangi' });
    const image = screen.getByRole('button', { name: 'Perbesar gambar' });
    const price = screen.getByTestId('product-price');
    const label = screen.getByText('Grocery');
    const after = (first: Node, second: Node) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect([after(image, heading), after(heading, price), after(price, label)]).toEqual([true, true, true]);
    for (const link of [screen.getByRole('link', { name: 'Promo belanja harian' }), screen.getByRole('button', { name: 'Info belanja grocery' })]) {
      expect(after(price, link)).toBe(true);
    }
  });

  it('leads to the grocery daily-shopping promo page through the host', async () => {
    const props = await mountGrocery();
    const promo = await screen.findByRole('link', { name: 'Promo belanja harian' });
    expect(promo).toHaveAttribute('href', '/promosi/belanja-harian');
    await userEvent.click(promo);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/promosi/belanja-harian', replace: undefined, resetScroll: true });
  });

  it('reports grocery paths through the host with the grocery prefix', async () => {
    const props = await mountGrocery();
    const fiveKilos = await screen.findByRole('button', { name: '5 kg' });
    await waitFor(() => expect(fiveKilos).not.toHaveAttribute('aria-disabled'));
    fiveKilos.click();
    await waitFor(() =>
      expect(props.navigate).toHaveBeenCalledWith({ path: '/grocery/p/beras-pandan-wangi/is--BRS-1-00002', replace: true, resetScroll: false }),
    );
  });

  it('shows the grocery description page', async () => {
    await mountGrocery({ path: '/grocery/p/beras-pandan-wangi/ps--BRS-1/description' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deskripsi Beras Pandan Wangi' })).toBeInTheDocument();
  });

  it('shows the review photo gallery its reviews section links to, not the product page again', async () => {
    const asked: URLSearchParams[] = [];
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/product-review/public-reviews/images`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          code: 200,
          status: 'OK',
          data: [{ id: 'I1', thumbnail: '/backend/media/ulasan-1.svg', full: '/backend/media/ulasan-1.svg', reviewId: 'R1' }],
          paging: { page: 1, itemPerPage: 15, total_item: 1, total_page: 1 },
        });
      }),
    );
    await mountGrocery({ path: '/grocery/p/beras-pandan-wangi/ps--BRS-1/review-gallery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Foto ulasan' })).toBeInTheDocument();
    await waitFor(() => expect(asked[0]?.get('itemPerPage')).toBe('15'));
  });

  it('offers the rice’s vouchers in its promo section, and lists them on asking', async () => {
    useRiceVoucher();
    await mountGrocery();
    expect(await screen.findByText('1 voucher tersedia')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat promo' }));
    const list = await screen.findByRole('dialog', { name: 'Promo & voucher' });
    expect(await within(list).findByText('Hemat beras pandan')).toBeInTheDocument();
  });

  it('lists the rice’s vouchers on its promotions page, with the way back to the grocery product', async () => {
    useRiceVoucher();
    await mountGrocery({ path: '/grocery/p/beras-pandan-wangi/ps--BRS-1/promotions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo & voucher' })).toBeInTheDocument();
    expect(await screen.findByText('Hemat beras pandan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kembali ke produk/ })).toHaveAttribute('href', '/grocery/p/beras-pandan-wangi/ps--BRS-1');
  });

  it('lists the rice’s installments on its installment page, with the way back to the grocery product', async () => {
    const installments = () =>
      envelope({
        id: 'INST-BRS-1-00001',
        methods: [{ paymentMethod: 'KREDIVO', name: 'Kredivo', type: 'NON-CC', feePromo: null, lowestMonthlyAmount: 13000 }],
      });
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/product/products/:itemSku/installments`, installments),
      http.get(`${GROCERY_BACKEND}/product-detail/products/:itemSku/installments`, installments),
    );
    await mountGrocery({ path: '/grocery/p/beras-pandan-wangi/ps--BRS-1/installment' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cicilan Beras Pandan Wangi' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Kredivo/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kembali ke produk/ })).toHaveAttribute('href', '/grocery/p/beras-pandan-wangi/ps--BRS-1');
  });

  it('says a retail path is not its own', async () => {
    const props = await mountGrocery({ path: '/p/beras/ps--BRS-1' });
    await waitFor(() => expect(props.reportPageStatus).toHaveBeenCalledWith(404));
  });

  it('speaks English with its own and the retail messages', async () => {
    const props = await mountGrocery();
    await screen.findByText('Ranch Market');
    await updateGrocery(props, { locale: 'en' });
    expect(await screen.findByText('7% off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About grocery shopping' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Use my current location' })).toBeInTheDocument();
  });

  it('asks a first-time shopper where they are, then resolves their store by item sku from the device location', async () => {
    mockGeolocation(KEMANG);
    const resolved: URLSearchParams[] = [];
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/grocery/slotted-delivery/_resolve`, async ({ request }) => {
        resolved.push(new URL(request.url).searchParams);
        const { aSlottedDelivery } = await import('../__tests__/factories');
        return envelope(aSlottedDelivery());
      }),
    );
    await mountGrocery();
    const shipping = await screen.findByRole('region', { name: 'Pengiriman' });
    await waitFor(() =>
      expect(within(shipping).getByRole('status')).toHaveTextContent('Atur titik lokasi (pin) alamatmu dulu untuk melihat opsi pengiriman ini.'),
    );
    expect(within(shipping).getByRole('button', { name: '+ Bag' })).toBeDisabled();
    expect(resolved).toHaveLength(0);
    await userEvent.click(within(shipping).getByRole('button', { name: 'Gunakan lokasi saat ini' }));
    expect(await within(shipping).findByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');
    expect(resolved.map((params) => Object.fromEntries(params))).toEqual([
      { itemSku: 'BRS-1-00001', latitude: String(KEMANG.latitude), longitude: String(KEMANG.longitude) },
    ]);
    expect(within(shipping).getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang · Minggu, 22 November, 11:00–12:00 · Ongkir Rp20.000');
    expect(within(shipping).getByRole('button', { name: '+ Bag' })).toBeEnabled();
  });
});
