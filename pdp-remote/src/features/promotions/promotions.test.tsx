// Vouchers and promotions as a shopper meets them (spec §3 Vouchers, §4 Voucher claim, §6, §8):
// the promo row, the voucher list and terms modals, claiming and its refusals, login and return,
// the promotions page, and every failure leaving the rest of the page working.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { envelope, startBackendMock } from '@pdp/test-kit/backend-mock';
import { keepsFocusThenReturnsIt } from '@pdp/test-kit/focus-trap';
import { renderRemote } from '../../__tests__/render-remote';
import { HttpResponse } from 'msw';
import { BUDI, PRODUCT_VOUCHERS, merchantVoucher, openList, serveVouchers, type Backend } from './promotions.test-backend';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';

sectionsInView(['promo', 'shipping']);
startBackendMock();

const refusal = (code: string, message?: string) =>
  HttpResponse.json({ code: 400, status: code, data: null, ...(message ? { errors: { voucher: [message] } } : {}) }, { status: 400 });

const renderPage = (overrides: Partial<LifecycleProps> = {}) => renderRemote(overrides);

describe('the promo row', () => {
  it('shows the recommended promotion once the vouchers arrive', async () => {
    serveVouchers();
    renderPage();
    expect(await screen.findByText('Memuat promo…')).toBeInTheDocument();
    const promo = document.getElementById('pdp-section-promo') as HTMLElement;
    expect(await within(promo).findByText('Hemat s.d. Rp100.000 dengan voucher toko')).toBeInTheDocument();
  });

  it('counts the vouchers when there is no recommended promotion', async () => {
    serveVouchers({ product: () => envelope({ ...PRODUCT_VOUCHERS, recommendedPromotion: null }) });
    renderPage();
    expect(await screen.findByText('5 voucher tersedia')).toBeInTheDocument();
  });

  it('counts in English', async () => {
    serveVouchers({ product: () => envelope({ ...PRODUCT_VOUCHERS, recommendedPromotion: null }) });
    renderPage({ locale: 'en' });
    expect(await screen.findByText('5 vouchers available')).toBeInTheDocument();
  });

  it.each([
    ['the product vouchers', { product: () => HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 }) }],
    ['the seller vouchers', { merchant: () => HttpResponse.json({ code: 503, status: 'ERROR', data: null }, { status: 503 }) }],
    ['the seller shipping vouchers', { info: () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } }) }],
  ])('says promotions failed when %s fail, retries, and leaves the page working', async (_call, backend: Backend) => {
    let fail = true;
    const [name, answer] = Object.entries(backend)[0] as [keyof Backend, () => Response];
    serveVouchers({ [name]: () => (fail ? answer() : undefined) } as Backend);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat promo.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Aero' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '+ Bag' })).toBeEnabled();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Hemat s.d. Rp100.000 dengan voucher toko')).toBeInTheDocument();
  });

  it('drops a malformed voucher and keeps the others', async () => {
    serveVouchers({
      product: () =>
        envelope({ ...PRODUCT_VOUCHERS, recommendedPromotion: null, platformVouchers: [{ code: 'X', name: 'Bad', reward: { type: 'FREE' } }, 'nope'] }),
    });
    renderPage();
    expect(await screen.findByText('4 voucher tersedia')).toBeInTheDocument();
  });
});

describe('the voucher list', () => {
  it('groups the vouchers, copies a seller shipping title to its name, and shows reward, minimum, end, code and quota', async () => {
    serveVouchers();
    renderPage({ user: BUDI });
    const dialog = await openList();
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Voucher platform', 'Voucher toko', 'Voucher ongkir toko', 'Voucher ongkir']);
    const shipping = within(dialog).getByRole('region', { name: 'Voucher ongkir toko' });
    expect(within(shipping).getByText('Ongkir toko s.d. Rp15.000')).toBeInTheDocument();
    const platform = within(dialog).getByRole('region', { name: 'Voucher platform' });
    expect(within(platform).getByText('Diskon 5% s.d. Rp50.000')).toBeInTheDocument();
    expect(within(platform).getByText('Min. belanja Rp1.000.000 · Berlaku hingga 2 Desember 2026 · Kode PDPHEMAT5')).toBeInTheDocument();
    expect(within(platform).getByText('Terpakai otomatis saat checkout')).toBeInTheDocument();
    const store = within(dialog).getByRole('region', { name: 'Voucher toko' });
    expect(within(store).getByText(/Sisa kuota 25/)).toBeInTheDocument();
    expect(within(store).getByRole('button', { name: 'Klaim Potongan Rp100.000' })).toBeEnabled();
    expect(within(store).getByRole('button', { name: 'Kuota habis' })).toBeDisabled();
  });

  it('claims a merchant voucher: it becomes CLAIMED and nothing else changes (spec §4), not its quota, not the price', async () => {
    const calls = serveVouchers();
    renderPage({ user: BUDI });
    const dialog = await openList();
    const before = calls.priceSummaries;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Voucher Potongan Rp100.000 berhasil diklaim.');
    expect(within(dialog).getByRole('button', { name: 'Diklaim' })).toBeDisabled();
    expect(within(dialog).getByText(/Sisa kuota 25/)).toBeInTheDocument();
    expect(calls.claims).toEqual([{ id: 'MV-1', itemSku: 'SPL-1-00001' }]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.priceSummaries).toBe(before);
    expect(screen.queryByText('Voucher AEROHEMAT: -Rp100.000')).not.toBeInTheDocument();
  });

  it('says why a claim was refused, in the words of errors.voucher, and marks a voucher already saved as claimed', async () => {
    serveVouchers({ claim: () => refusal('VOUCHER_CLAIMED', 'Voucher ini sudah kamu simpan.') });
    renderPage({ user: BUDI });
    const dialog = await openList();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Voucher ini sudah kamu simpan.');
    expect(within(dialog).getAllByRole('button', { name: 'Diklaim' })[0]).toBeDisabled();
  });

  it('sets the quota to 0 on QUOTA_RUN_OUT and says the quota ran out', async () => {
    serveVouchers({ claim: () => refusal('QUOTA_RUN_OUT', 'Yah, kuota voucher ini sudah habis.') });
    renderPage({ user: BUDI });
    const dialog = await openList();
    const store = within(dialog).getByRole('region', { name: 'Voucher toko' });
    await userEvent.click(within(store).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    expect(await within(store).findByRole('alert')).toHaveTextContent('Yah, kuota voucher ini sudah habis.');
    expect(within(store).getAllByRole('button', { name: 'Kuota habis' })).toHaveLength(2);
    expect(within(store).getAllByText(/Sisa kuota 0/)).toHaveLength(2);
  });

  it('says the claim failed in the catalogue words when the backend gives no reason, and lets the shopper claim again', async () => {
    let fail = true;
    serveVouchers({ claim: () => (fail ? HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 }) : undefined) as Response });
    renderPage({ user: BUDI });
    const dialog = await openList();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal klaim voucher. Coba lagi.');
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('berhasil diklaim');
  });

  it('offers an anonymous shopper login at the recommended promotion itself (spec §6), coming back here; a member none', async () => {
    const calls = serveVouchers();
    const { props, rerenderWith } = renderPage({ path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    const dialog = await openList();
    expect(within(dialog).getByText('Hemat s.d. Rp100.000 dengan voucher toko')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Masuk untuk pakai promo ini' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    expect(calls.claims).toHaveLength(0);
    // Signed in, the promotion is theirs to use: no login offered.
    rerenderWith({ user: BUDI });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Masuk untuk pakai promo ini' })).not.toBeInTheDocument());
    expect(within(dialog).getByText('Hemat s.d. Rp100.000 dengan voucher toko')).toBeInTheDocument();
  });

  it('sends an anonymous shopper to login, coming back to claim this voucher', async () => {
    const calls = serveVouchers();
    const { props } = renderPage({ path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    const dialog = await openList();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1?qty=2&claimVoucher=MV-1' });
    expect(calls.claims).toHaveLength(0);
  });

  it('claims the voucher when the host brings a member straight back while the list is still open', async () => {
    // A member who asked before the host knew who they were: the host answers with the way back, not login.
    const calls = serveVouchers();
    const { props, rerenderWith } = renderPage({ path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    const dialog = await openList();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    rerenderWith({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2&claimVoucher=MV-1' });
    const reopened = await screen.findByRole('dialog', { name: 'Promo & voucher' });
    expect(await within(reopened).findByRole('status')).toHaveTextContent('Voucher Potongan Rp100.000 berhasil diklaim.');
    expect(calls.claims).toEqual([{ id: 'MV-1', itemSku: 'SPL-1-00001' }]);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2', replace: true, resetScroll: false });
  });

  it('back from login, claims the voucher, shows the list and drops the parameter from the address', async () => {
    const calls = serveVouchers();
    const { props } = renderPage({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2&claimVoucher=MV-1' });
    const dialog = await screen.findByRole('dialog', { name: 'Promo & voucher' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Voucher Potongan Rp100.000 berhasil diklaim.');
    expect(calls.claims).toEqual([{ id: 'MV-1', itemSku: 'SPL-1-00001' }]);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2', replace: true, resetScroll: false });
  });

  it('traps focus, closes on Escape and returns focus to the promo button', async () => {
    serveVouchers();
    renderPage();
    const opener = await screen.findByRole('button', { name: 'Lihat promo' });
    const dialog = await openList();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await keepsFocusThenReturnsIt(dialog, opener, 12);
  });
});

describe('voucher terms', () => {
  it.each([
    ['a platform voucher', 'S&K Diskon 5% platform', 'product-detail/vouchers/PDPHEMAT5/tnc'],
    ['a platform shipping voucher', 'S&K Gratis ongkir', 'product-detail/vouchers/shipping/ONGKIRHEMAT/tnc'],
    ['a merchant voucher', 'S&K Potongan Rp100.000', 'product-detail/merchant/vouchers/MV-1/tnc'],
    ['a seller shipping voucher', 'S&K Ongkir toko s.d. Rp15.000', 'product-detail/merchant/vouchers/SV-1/tnc'],
  ])('reads the terms of %s from its own call, and goes back to the list on close', async (_kind, button, path) => {
    const calls = serveVouchers();
    renderPage();
    const list = await openList();
    await userEvent.click(within(list).getByRole('button', { name: button }));
    const terms = await screen.findByRole('dialog', { name: 'Syarat & ketentuan' });
    expect(await within(terms).findByText('Satu voucher untuk satu akun.')).toBeInTheDocument();
    expect(calls.terms).toEqual([path]);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Promo & voucher' })).toBeInTheDocument();
  });

  it('claims the selected seller shipping voucher from its terms: the button is disabled and says claimed', async () => {
    serveVouchers();
    renderPage({ user: BUDI });
    const list = await openList();
    await userEvent.click(within(list).getByRole('button', { name: 'S&K Ongkir toko s.d. Rp15.000' }));
    const terms = await screen.findByRole('dialog', { name: 'Syarat & ketentuan' });
    await userEvent.click(within(terms).getByRole('button', { name: 'Klaim Ongkir toko s.d. Rp15.000' }));
    expect(await within(terms).findByRole('button', { name: 'Diklaim' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    const back = await screen.findByRole('dialog', { name: 'Promo & voucher' });
    const shipping = within(back).getByRole('region', { name: 'Voucher ongkir toko' });
    expect(within(shipping).getByRole('button', { name: 'Diklaim' })).toBeDisabled();
  });

  it('says the terms failed, leaves them empty, and retries', async () => {
    let fail = true;
    serveVouchers({ terms: () => (fail ? HttpResponse.json({ code: 502, status: 'ERROR', data: null }, { status: 502 }) : undefined) as Response });
    renderPage();
    const list = await openList();
    await userEvent.click(within(list).getByRole('button', { name: 'S&K Potongan Rp100.000' }));
    const terms = await screen.findByRole('dialog', { name: 'Syarat & ketentuan' });
    const alert = await within(terms).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat syarat & ketentuan.');
    expect(within(terms).queryByRole('listitem')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(terms).findByText('Satu voucher untuk satu akun.')).toBeInTheDocument();
  });

  it('renders hostile terms and names as text', async () => {
    serveVouchers({
      merchant: () => envelope([merchantVoucher({ name: '<img src=x onerror=alert(1)>' })]),
      terms: () => envelope({ terms: ['<script>alert(1)</script>', 42] }),
    });
    renderPage();
    const list = await openList();
    expect(within(list).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'S&K <img src=x onerror=alert(1)>' }));
    const terms = await screen.findByRole('dialog', { name: 'Syarat & ketentuan' });
    expect(await within(terms).findByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(within(terms).getAllByRole('listitem')).toHaveLength(1);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('the promotions page', () => {
  it('lists the vouchers on a page of its own with the way back to the product', async () => {
    serveVouchers();
    renderPage({ path: '/p/sepatu-lari-aero/ps--SPL-1/promotions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo & voucher' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Voucher toko' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke produk' })).toHaveAttribute('href', '/p/sepatu-lari-aero/ps--SPL-1');
  });

  it('back from login, claims the voucher on the page', async () => {
    const calls = serveVouchers();
    const { props } = renderPage({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1/promotions?claimVoucher=SV-1' });
    expect(await screen.findByText('Voucher Ongkir toko s.d. Rp15.000 berhasil diklaim.')).toHaveAttribute('role', 'status');
    expect(calls.claims).toEqual([{ id: 'SV-1', itemSku: 'SPL-1-00001' }]);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/ps--SPL-1/promotions', replace: true, resetScroll: false });
  });
});
