// The grocery remote through its real lifecycles: the retail blocks with the grocery label, grocery
// paths, its secondary pages, English, and a shopper's first visit with their device location.
// The backend is the simulator (mounted in MSW) on the rice (beras.json): its vouchers, reviews and
// stores; the installment page on the rice cooker (rice-cooker.json), the grocery item with installments.
// The file's catalogue has no recommended promotion on the rice, so that its promo row counts its vouchers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KEMANG } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { catalogueWithChange } from '@pdp/test-kit/simulator-backend';
import { grocerySimulatorTests, mockGeolocation, mountGrocery, updateGrocery } from '../__tests__';
import { BERAS, BERAS_2KG, BERAS_5KG_PATH, BERAS_NAME } from '../__tests__/grocery-products';

// The first screen, the promo section (the vouchers) and the shipping section are what matter.
sectionsInView(['promo', 'shipping']);
const backend = grocerySimulatorTests({
  fixturesDir: () => catalogueWithChange('products/beras.json', 'vouchers', { recommendedPromotion: undefined }),
});

/** The rice cooker (rice-cooker.json): a grocery item with installments. */
const RICE_COOKER = '/grocery/p/rice-cooker-digital-1-8-l/ps--RCK-70006';

describe('the grocery remote', () => {
  it('renders the retail blocks with the grocery page-type label and seller group', async () => {
    await mountGrocery();
    expect(await screen.findByRole('heading', { name: BERAS_NAME })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));
    // The grocery label (not the "Grocery" category of the breadcrumb).
    const label = screen.getAllByText('Grocery').find((element) => element.closest('[data-page-type]'));
    expect(label?.closest('[data-page-type]')).toHaveAttribute('data-page-type', 'product-detail-grocery-ranch');
    expect(screen.getByText('Ranch Market')).toBeInTheDocument();
    expect(screen.getByText('Ranch Market').className).toMatch(/^grocery-/);
  });

  it('shows the image, the name and the price before the grocery label and its links, as a phone’s first screen must', async () => {
    await mountGrocery();
    const heading = await screen.findByRole('heading', { level: 1, name: BERAS_NAME });
    const image = screen.getByRole('button', { name: 'Perbesar gambar' });
    const price = screen.getByTestId('product-price');
    const label = screen.getAllByText('Grocery').find((element) => element.closest('[data-page-type]')) as HTMLElement;
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
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith({ path: BERAS_5KG_PATH, replace: true, resetScroll: false }));
  });

  it('shows the grocery description page', async () => {
    await mountGrocery({ path: `${BERAS}/description` });
    expect(await screen.findByRole('heading', { level: 1, name: `Deskripsi ${BERAS_NAME}` })).toBeInTheDocument();
    expect(await screen.findByText('Beras pandan wangi pulen dan harum, dipanen dari Cianjur.')).toBeInTheDocument();
  });

  it('shows the review photo gallery its reviews section links to, not the product page again', async () => {
    await mountGrocery({ path: `${BERAS}/review-gallery` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Foto ulasan' })).toBeInTheDocument();
    await waitFor(() => expect(backend.sent('GET', /\/product-review\/public-reviews\/images$/)[0]?.query.get('itemPerPage')).toBe('15'));
  });

  it('offers the rice’s vouchers in its promo section, and lists them on asking', async () => {
    await mountGrocery();
    expect(await screen.findByText('5 voucher tersedia')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat promo' }));
    const list = await screen.findByRole('dialog', { name: 'Promo & voucher' });
    expect(await within(list).findByText('Ongkir toko s.d. Rp8.000')).toBeInTheDocument();
  });

  it('lists the rice’s vouchers on its promotions page, with the way back to the grocery product', async () => {
    await mountGrocery({ path: `${BERAS}/promotions` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo & voucher' })).toBeInTheDocument();
    expect(await screen.findByText('Ongkir toko s.d. Rp8.000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kembali ke produk/ })).toHaveAttribute('href', BERAS);
  });

  it('lists the rice’s installments on its installment page, with the way back to the grocery product', async () => {
    await mountGrocery({ path: `${RICE_COOKER}/installment` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cicilan Rice Cooker Digital 1,8 L' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Kredivo/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kembali ke produk/ })).toHaveAttribute('href', RICE_COOKER);
  });

  it('says a retail path is not its own', async () => {
    const props = await mountGrocery({ path: '/p/beras-pandan-wangi-premium/ps--BRS-70001' });
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
    const resolved = () => backend.sent('GET', /\/grocery\/slotted-delivery\/_resolve$/).map(({ query }) => Object.fromEntries(query));
    await mountGrocery();
    const shipping = await screen.findByRole('region', { name: 'Pengiriman' });
    await waitFor(() =>
      expect(within(shipping).getByRole('status')).toHaveTextContent('Atur titik lokasi (pin) alamatmu dulu untuk melihat opsi pengiriman ini.'),
    );
    expect(within(shipping).getByRole('button', { name: '+ Bag' })).toBeDisabled();
    expect(resolved()).toHaveLength(0);
    await userEvent.click(within(shipping).getByRole('button', { name: 'Gunakan lokasi saat ini' }));
    expect(await within(shipping).findByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');
    expect(resolved()).toEqual([{ itemSku: BERAS_2KG, latitude: String(KEMANG.latitude), longitude: String(KEMANG.longitude) }]);
    expect(within(shipping).getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang · Senin, 23 November, 11:00–12:00 · Ongkir Rp20.000');
    expect(within(shipping).getByRole('button', { name: '+ Bag' })).toBeEnabled();
  });
});
