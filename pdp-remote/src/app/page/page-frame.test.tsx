import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { servePriceSummary } from '@pdp/test-kit/price-summary-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { I18nProvider } from '../../shared/i18n/i18n-provider';
import { pdpCatalogues } from '../../shared/i18n/pdp-catalogues';
import { Toaster } from '../../shared/ui/toast';
import { SectionBoundary } from './section-boundary';
import { retailDefinition } from '../runtime/retail-definition';

startBackendMock();

const serve = (summary = aSummary()) => backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(summary)));

describe('the page frame', () => {
  let observed: { callback: IntersectionObserverCallback; elements: Element[] } | null = null;
  let observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  /** Everything observed comes into view (what scrolling down the page does). */
  const revealAll = () =>
    act(() => {
      for (const entry of observers) {
        entry.callback(
          entry.elements.map((target) => ({ isIntersecting: true, target, boundingClientRect: { top: 0 } }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    });
  beforeEach(() => {
    observed = null;
    observers = [];
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      const entry = { callback, elements: [] as Element[] };
      observers.push(entry);
      const observer = {
        observe: (element: Element) => entry.elements.push(element),
        disconnect: jest.fn(),
        unobserve: jest.fn(),
        takeRecords: () => [],
      } as unknown as IntersectionObserver;
      if (options?.threshold === undefined) return observer;
      expect(options.threshold).toBe(0.5);
      observed = entry;
      return observer;
    }) as unknown as typeof IntersectionObserver;
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('lists only sections with content (promo for the vouchers, no service without services), highlights the one in view and scrolls to a section on click', async () => {
    serve();
    servePriceSummary();
    renderRemote();
    const nav = await screen.findByRole('navigation', { name: 'Bagian halaman produk' });
    await screen.findByRole('region', { name: 'Harga grosir' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ringkasan', 'Promo', 'Varian', 'Pengiriman', 'Deskripsi', 'Penjual', 'Ulasan', 'Diskusi', 'Rekomendasi']);

    const description = document.getElementById('pdp-section-description') as HTMLElement;
    await waitFor(() => expect(observed?.elements).toContain(description));
    const seller = document.getElementById('pdp-section-seller') as HTMLElement;
    const report = (target: HTMLElement, isIntersecting: boolean) =>
      act(() =>
        observed?.callback([{ isIntersecting, target, boundingClientRect: { top: 10 } } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
      );
    report(seller, true);
    report(description, true);
    expect(within(nav).getByRole('button', { name: 'Deskripsi' })).toHaveAttribute('aria-current', 'location');
    report(description, false);
    expect(within(nav).getByRole('button', { name: 'Penjual' })).toHaveAttribute('aria-current', 'location');

    await userEvent.click(within(nav).getByRole('button', { name: 'Penjual' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(within(nav).getByRole('button', { name: 'Penjual' })).toHaveAttribute('aria-current', 'location');
  });

  it('keeps promo for the vouchers without a campaign, and shows the service section when there are services', async () => {
    serve(aSummary({ details: { campaignInfo: null, usps: ['RETURN'], warranty: null, cheapestPrice: { period: 3, unit: 'MONTH' }, maxQuantity: 5 } }));
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/price-summary`, () =>
        envelope({
          quantity: 1,
          price: { listed: 1, offered: 1, cashback: 0, total: 1 },
          vouchersApplied: [],
          vouchers: [],
          wholesale: [],
          item: { itemSku: 'x', maxQuantity: 5 },
        }),
      ),
    );
    renderRemote();
    const nav = await screen.findByRole('navigation', { name: 'Bagian halaman produk' });
    await screen.findByText('Harga termurah dalam 3 bulan terakhir');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ringkasan', 'Promo', 'Varian', 'Pengiriman', 'Layanan', 'Deskripsi', 'Penjual', 'Ulasan', 'Diskusi', 'Rekomendasi']);
    expect(await screen.findByText('Belum ada voucher untuk produk ini.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Layanan' })).toBeInTheDocument();
  });

  it('warns that the store is closed until a date, and about an inactive seller', async () => {
    serve(aSummary({ merchant: { ...aSummary().merchant, storeClose: { delayShipping: false, openAt: '2026-12-01', inactiveDays: 7 } } }));
    renderRemote();
    expect(await screen.findByText('Toko sedang tutup.')).toBeInTheDocument();
    expect(screen.getByText(/Buka kembali 1 Desember 2026/)).toBeInTheDocument();
    expect(screen.getByText('Penjual tidak aktif selama 7 hari.')).toBeInTheDocument();
  });

  it('says shipping is delayed when the store is away but still sells', async () => {
    serve(aSummary({ merchant: { ...aSummary().merchant, storeClose: { delayShipping: true } } }));
    renderRemote();
    expect(await screen.findByText(/pengirimannya tertunda/)).toBeInTheDocument();
    expect(screen.queryByText('Toko sedang tutup.')).not.toBeInTheDocument();
  });

  it('shows the VARIANT_CHANGED notice until the shopper dismisses it', async () => {
    serve(aSummary({ tags: ['AVAILABLE', 'VARIANT_CHANGED'] }));
    renderRemote();
    expect(await screen.findByText('Varian yang kamu pilih sebelumnya sudah diubah penjual.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Oke' }));
    expect(screen.queryByText('Varian yang kamu pilih sebelumnya sudah diubah penjual.')).not.toBeInTheDocument();
  });

  it.each([
    [['FASHION'], 'fashion'],
    [['GADGETS'], 'gadgets'],
    [['GROCERY_STORE'], 'grocery-store'],
    [[], 'default'],
  ] as const)('lays the price out for tags %p as %s', async (tags, layout) => {
    serve(aSummary({ tags: ['AVAILABLE', ...tags] }));
    renderRemote();
    expect(await screen.findByRole('region', { name: 'Harga' })).toHaveAttribute('data-price-layout', layout);
  });

  it('loads the seller section when it comes into view, naming the platform as the seller', async () => {
    serve(aSummary({ merchant: { ...aSummary().merchant, name: 'Pasarku Official', commissionType: 'TD' } }));
    renderRemote();
    await screen.findByRole('heading', { level: 2, name: 'Penjual' });
    expect(screen.queryByText('Dijual Pasarku')).not.toBeInTheDocument();
    revealAll();
    expect(await screen.findByText('Dijual Pasarku')).toBeInTheDocument();
  });

  it('shows the price list page with tiers and a stepper', async () => {
    serve();
    servePriceSummary();
    renderRemote({ path: '/p/daftar-harga/sepatu-lari-aero/ps--SPL-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daftar harga Sepatu Lari Aero' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Harga grosir' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1');
  });
});

describe('the UI error boundary of spec §8', () => {
  function Broken(): never {
    throw new Error('kaput');
  }

  it('logs a ui-error event, shows the toast and says so in place when a section breaks, keeping its siblings', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Provider store={createStore()}>
        <I18nProvider locale="id" catalogues={pdpCatalogues}>
          <SectionBoundary>
            <Broken />
          </SectionBoundary>
          <p>Bagian lain tetap ada</p>
          <Toaster />
        </I18nProvider>
      </Provider>,
    );
    expect(await screen.findByText('Something went wrong here. Please try again later')).toBeInTheDocument();
    expect(screen.getByText('Bagian ini belum bisa ditampilkan.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Bagian lain tetap ada')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[ui-error]', expect.objectContaining({ event: 'ui-error', message: 'kaput' }));
    errors.mockRestore();
  });

  it('only logs when the main view breaks: no toast, and the host is not asked to replace the page', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { props } = renderRemote({}, { ...retailDefinition, App: Broken });
    await waitFor(() => expect(errors).toHaveBeenCalledWith('[ui-error]', expect.objectContaining({ event: 'ui-error', message: 'kaput' })));
    expect(props.reportError).not.toHaveBeenCalled();
    expect(screen.queryByText('Something went wrong here. Please try again later')).not.toBeInTheDocument();
    errors.mockRestore();
  });
});
