import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { catalogueCopy, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { KAOS, SHOES } from '../../__tests__/products';
import { PHONE } from '../../__tests__/phone-page';
import { I18nProvider } from '../../shared/i18n/i18n-provider';
import { pdpCatalogues } from '../../shared/i18n/pdp-catalogues';
import { Toaster } from '../../shared/ui/toast';
import { SectionBoundary } from './section-boundary';
import { retailDefinition } from '../runtime/retail-definition';

// The backend is the simulator (mounted in MSW), on its products: the running shoes
// (sepatu-lari-aero-run.json: a campaign, vouchers, wholesale tiers, and here no services), the laptop
// (laptop-cakra.json: sold by the platform, no campaign nor voucher, services, its cheapest price in a
// year), the fridge (kulkas.json: its store closed until 1 December 2026, and here inactive for 7 days),
// the tumbler (tumbler.json: its store away, shipping delayed), the T-shirt's item the seller changed
// (kaos-polos.json), the phone (smartphone-x5.json: gadgets) and the desk lamp (lampu-meja.json: no
// tags).
startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () =>
    catalogueCopy((files) => {
      const fridge = files.get('products/kulkas.json') as { merchant: object };
      files.set('products/kulkas.json', {
        ...fridge,
        merchant: { ...fridge.merchant, storeClose: { delayShipping: false, openAt: '2026-12-01', inactiveDays: 7 } },
      });
      // The shoes without a service: no USPs, no warranty, no tag that offers one (their wholesale tiers stay).
      const {
        usps: _usps,
        warranty: _warranty,
        ...shoes
      } = files.get('products/sepatu-lari-aero-run.json') as { usps: unknown; warranty: unknown; tags: string[] };
      files.set('products/sepatu-lari-aero-run.json', { ...shoes, tags: ['FASHION'] });
    }),
});

const LAPTOP = '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008';
const FRIDGE = '/p/kulkas-2-pintu-dingin-300-l/ps--KLK-60009';
const TUMBLER = '/p/tumbler-stainless-500-ml/ps--TMB-60006';
const LAMP = '/p/lampu-meja-led-lipat/ps--LMP-60013';
/** The T-shirt's item whose variant the seller changed (tagged VARIANT_CHANGED). */
const CHANGED_KAOS = '/p/kaos-polos-katun-combed-30s/is--KAO-60002-00004';

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
    renderRemote({ path: SHOES });
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
    renderRemote({ path: LAPTOP });
    const nav = await screen.findByRole('navigation', { name: 'Bagian halaman produk' });
    await screen.findByText('Harga termurah dalam 1 tahun terakhir');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ringkasan', 'Promo', 'Varian', 'Pengiriman', 'Layanan', 'Deskripsi', 'Penjual', 'Ulasan', 'Diskusi', 'Rekomendasi']);
    expect(await screen.findByText('Belum ada voucher untuk produk ini.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Layanan' })).toBeInTheDocument();
  });

  it('warns that the store is closed until a date, and about an inactive seller', async () => {
    renderRemote({ path: FRIDGE });
    expect(await screen.findByText('Toko sedang tutup.')).toBeInTheDocument();
    expect(screen.getByText(/Buka kembali 1 Desember 2026/)).toBeInTheDocument();
    expect(screen.getByText('Penjual tidak aktif selama 7 hari.')).toBeInTheDocument();
  });

  it('says shipping is delayed when the store is away but still sells', async () => {
    renderRemote({ path: TUMBLER });
    expect(await screen.findByText(/pengirimannya tertunda/)).toBeInTheDocument();
    expect(screen.queryByText('Toko sedang tutup.')).not.toBeInTheDocument();
  });

  it('shows the VARIANT_CHANGED notice until the shopper dismisses it', async () => {
    renderRemote({ path: CHANGED_KAOS });
    expect(await screen.findByText('Varian yang kamu pilih sebelumnya sudah diubah penjual.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Oke' }));
    expect(screen.queryByText('Varian yang kamu pilih sebelumnya sudah diubah penjual.')).not.toBeInTheDocument();
  });

  it.each([
    [['FASHION'], KAOS, 'fashion'],
    [['GADGETS'], PHONE, 'gadgets'],
    [['GROCERY_STORE'], '/p/beras-pandan-wangi-premium/ps--BRS-70001', 'grocery-store'],
    [[], LAMP, 'default'],
  ] as const)('lays the price out for tags %p (the page %s) as %s', async (_tags, path, layout) => {
    renderRemote({ path });
    expect(await screen.findByRole('region', { name: 'Harga' })).toHaveAttribute('data-price-layout', layout);
  });

  it('loads the seller section when it comes into view, naming the platform as the seller', async () => {
    renderRemote({ path: LAPTOP });
    await screen.findByRole('heading', { level: 2, name: 'Penjual' });
    expect(screen.queryByText('Dijual Pasarku')).not.toBeInTheDocument();
    revealAll();
    expect(await screen.findByText('Dijual Pasarku')).toBeInTheDocument();
  });

  it('shows the price list page with tiers and a stepper', async () => {
    renderRemote({ path: '/p/daftar-harga/sepatu-lari-pria-aero-run-2/ps--SPL-60001' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daftar harga Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
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
