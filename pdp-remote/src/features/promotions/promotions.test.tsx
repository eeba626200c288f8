// Vouchers and promotions as a shopper meets them (spec §3 Vouchers, §4 Voucher claim, §6, §8): the
// promo row, the voucher list and terms modals, claiming and its refusals, login and return, the
// promotions page, and every failure leaving the rest of the page working, against the backend
// simulator (its voucher handler and the running shoes' vouchers, mounted in MSW; a member's claims
// live in their signed-in session).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { keepsFocusThenReturnsIt } from '@pdp/test-kit/focus-trap';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { PHONE, PRICE_SUMMARY_CALL, SHOES, TERMS_CALL, claimInAnotherTab, claimOf, claimsSent, openList } from './promotions.test-page';
import { BUDI } from '../../__tests__/members';

sectionsInView(['promo', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);

/** The shoes' page for Budi, his session signed in. */
async function renderForBudi(path = SHOES) {
  await backend.session.signIn(BUDI.email);
  return renderRemote({ path, user: BUDI });
}

describe('the promo row', () => {
  it('shows the recommended promotion once the vouchers arrive', async () => {
    // The product's vouchers are held until the row has said it loads them, then the simulator answers.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    backend.server.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/vouchers`, () => held));
    renderRemote({ path: SHOES });
    expect(await screen.findByText('Memuat promo…')).toBeInTheDocument();
    answer();
    const promo = document.getElementById('pdp-section-promo') as HTMLElement;
    expect(await within(promo).findByText('Hemat s.d. Rp100.000 dengan voucher toko')).toBeInTheDocument();
  });

  it.each([
    ['id', '1 voucher tersedia'],
    ['en', '1 voucher available'],
  ] as const)('counts the vouchers when there is no recommended promotion (the phone’s one platform voucher), in %s', async (locale, text) => {
    renderRemote({ path: PHONE, locale });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['the product vouchers', '/backend/product-detail/products/*/vouchers', 'status=500'],
    ['the seller vouchers', '/backend/product/merchant/vouchers', 'status=503'],
    ['the seller shipping vouchers', '/backend/product/merchant/vouchers-info', 'malformed'],
  ])('says promotions failed when %s fail, retries, and leaves the page working', async (_call, path, fault) => {
    await backend.session.fault(path, fault, { method: 'GET', times: 1 });
    renderRemote({ path: SHOES });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat promo.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '+ Bag' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Hemat s.d. Rp100.000 dengan voucher toko')).toBeInTheDocument();
  });

  it.each([
    ['id', '5 voucher tersedia'],
    ['en', '5 vouchers available'],
  ] as const)('drops a malformed voucher and counts the others, in %s', async (locale, text) => {
    // No fixture holds a voucher the contract does not know: the product's answer has two beside a good one.
    backend.server.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/vouchers`, () =>
        envelope({
          recommendedPromotion: null,
          platformVouchers: [
            { code: 'X', name: 'Bad', reward: { type: 'FREE' } },
            'nope',
            {
              code: 'PDPHEMAT5',
              name: 'Diskon 5% s.d. Rp50.000',
              reward: { type: 'DISCOUNT', value: 5, maxAmount: 50000 },
              minPurchase: 1000000,
              endDate: '2026-12-02T16:59:59.000Z',
            },
          ],
          platformShippingVouchers: [],
        }),
      ),
    );
    renderRemote({ path: SHOES, locale });
    // The good platform voucher, the store's three and its shipping voucher.
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('the voucher list', () => {
  it('groups the vouchers, copies a seller shipping title to its name, and shows reward, minimum, end, code, quota and each claim state', async () => {
    // PDPHEMAT5 ends 7 days on, at the end of the Jakarta day.
    await backend.session.clock('2026-11-25T10:00:00+07:00');
    await renderForBudi();
    const dialog = await openList();
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Voucher platform', 'Voucher toko', 'Voucher ongkir toko', 'Voucher ongkir']);
    const shipping = within(dialog).getByRole('region', { name: 'Voucher ongkir toko' });
    expect(within(shipping).getByText('Ongkir toko s.d. Rp15.000')).toBeInTheDocument();
    expect(within(shipping).getByText('Potongan Rp15.000')).toBeInTheDocument();
    const platform = within(dialog).getByRole('region', { name: 'Voucher platform' });
    // Its name and its reward say the same.
    expect(within(platform).getAllByText('Diskon 5% s.d. Rp50.000')).toHaveLength(2);
    expect(within(platform).getByText('Min. belanja Rp1.000.000 · Berlaku hingga 2 Desember 2026 · Kode PDPHEMAT5')).toBeInTheDocument();
    expect(within(platform).getByText('Terpakai otomatis saat checkout')).toBeInTheDocument();
    const store = within(dialog).getByRole('region', { name: 'Voucher toko' });
    expect(within(store).getByText(/Sisa kuota 25/)).toBeInTheDocument();
    expect(within(store).getByRole('button', { name: 'Klaim Potongan Rp100.000' })).toBeEnabled();
    expect(within(store).getByRole('button', { name: 'Kuota habis' })).toBeDisabled();
    expect(within(store).getByRole('button', { name: 'Sudah dipakai' })).toBeDisabled();
  });

  it('claims a merchant voucher: it becomes CLAIMED and nothing else changes (spec §4), not its quota, not the price', async () => {
    await renderForBudi();
    const dialog = await openList();
    await waitFor(() => expect(backend.sent('GET', PRICE_SUMMARY_CALL).length).toBeGreaterThan(0));
    const before = backend.sent('GET', PRICE_SUMMARY_CALL).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Voucher Potongan Rp100.000 berhasil diklaim.');
    expect(within(dialog).getByRole('button', { name: 'Diklaim' })).toBeDisabled();
    expect(within(dialog).getByText(/Sisa kuota 25/)).toBeInTheDocument();
    expect(claimsSent(backend)).toEqual([claimOf('MV-AER-001')]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Asked again, the price summary would apply the claimed voucher: the page does not ask.
    expect(backend.sent('GET', PRICE_SUMMARY_CALL)).toHaveLength(before);
    expect(screen.queryByText('Voucher AEROHEMAT: -Rp100.000')).not.toBeInTheDocument();
  });

  it('says why a claim was refused, in the words of errors.voucher, and marks a voucher already saved as claimed', async () => {
    await renderForBudi();
    const dialog = await openList();
    // Budi saves it in another tab while the list is open: the simulator refuses the page's claim.
    await claimInAnotherTab('MV-AER-001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Voucher ini sudah kamu simpan.');
    expect(within(dialog).getByRole('button', { name: 'Diklaim' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Klaim Potongan Rp100.000' })).not.toBeInTheDocument();
  });

  it('sets the quota to 0 on QUOTA_RUN_OUT and says the quota ran out, in the backend’s words', async () => {
    // Other shoppers took the last ones after the list came: the claim answers as the e2e matrix forces it.
    await backend.session.fault('/backend/product/merchant/vouchers/MV-AER-001/_claim', 'code=QUOTA_RUN_OUT;field=voucher', { method: 'POST', times: 1 });
    await renderForBudi();
    const dialog = await openList();
    const store = within(dialog).getByRole('region', { name: 'Voucher toko' });
    await userEvent.click(within(store).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    expect(await within(store).findByRole('alert')).toHaveTextContent('Simulasi galat QUOTA_RUN_OUT');
    expect(within(store).getAllByRole('button', { name: 'Kuota habis' })).toHaveLength(2);
    expect(within(store).getAllByText(/Sisa kuota 0/)).toHaveLength(2);
  });

  it('says the claim failed in the catalogue words when the backend gives no reason, and lets the shopper claim again', async () => {
    await backend.session.fault('/backend/product/merchant/vouchers/*/_claim', 'status=500', { method: 'POST', times: 1 });
    await renderForBudi();
    const dialog = await openList();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal klaim voucher. Coba lagi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Voucher Potongan Rp100.000 berhasil diklaim.');
    expect(within(dialog).getByRole('button', { name: 'Diklaim' })).toBeDisabled();
    expect(claimsSent(backend)).toEqual([claimOf('MV-AER-001'), claimOf('MV-AER-001')]);
  });

  it('offers an anonymous shopper login at the recommended promotion itself (spec §6), coming back here; a member none', async () => {
    const { props, rerenderWith } = renderRemote({ path: `${SHOES}?qty=2` });
    const dialog = await openList();
    expect(within(dialog).getByText('Hemat s.d. Rp100.000 dengan voucher toko')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Masuk untuk pakai promo ini' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES}?qty=2` });
    expect(claimsSent(backend)).toEqual([]);
    // Signed in, the promotion is theirs to use: no login offered.
    await backend.session.signIn(BUDI.email);
    rerenderWith({ user: BUDI });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Masuk untuk pakai promo ini' })).not.toBeInTheDocument());
    expect(within(dialog).getByText('Hemat s.d. Rp100.000 dengan voucher toko')).toBeInTheDocument();
  });

  it('sends an anonymous shopper to login, coming back to claim this voucher', async () => {
    const { props } = renderRemote({ path: `${SHOES}?qty=2` });
    const dialog = await openList();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES}?qty=2&claimVoucher=MV-AER-001` });
    expect(claimsSent(backend)).toEqual([]);
  });

  it('sends a member whose session has ended to login when the backend answers 401, coming back to claim this voucher', async () => {
    // The host still knows Budi; the simulator's session is not signed in.
    const { props } = renderRemote({ path: `${SHOES}?qty=2`, user: BUDI });
    const dialog = await openList();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    await waitFor(() => expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES}?qty=2&claimVoucher=MV-AER-001` }));
    expect(claimsSent(backend)).toEqual([claimOf('MV-AER-001')]);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' })).toBeEnabled();
  });

  it('claims the voucher when the host brings a member straight back while the list is still open', async () => {
    // A member who asked before the host knew who they were: the host answers with the way back, not login.
    const { props, rerenderWith } = renderRemote({ path: `${SHOES}?qty=2` });
    const dialog = await openList();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));
    await backend.session.signIn(BUDI.email);
    rerenderWith({ user: BUDI, path: `${SHOES}?qty=2&claimVoucher=MV-AER-001` });
    const reopened = await screen.findByRole('dialog', { name: 'Promo & voucher' });
    expect(await within(reopened).findByRole('status')).toHaveTextContent('Voucher Potongan Rp100.000 berhasil diklaim.');
    expect(claimsSent(backend)).toEqual([claimOf('MV-AER-001')]);
    expect(props.navigate).toHaveBeenCalledWith({ path: `${SHOES}?qty=2`, replace: true, resetScroll: false });
  });

  it('back from login, claims the voucher, shows the list and drops the parameter from the address', async () => {
    const { props } = await renderForBudi(`${SHOES}?qty=2&claimVoucher=MV-AER-001`);
    const dialog = await screen.findByRole('dialog', { name: 'Promo & voucher' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Voucher Potongan Rp100.000 berhasil diklaim.');
    expect(within(dialog).getByRole('button', { name: 'Diklaim' })).toBeDisabled();
    expect(claimsSent(backend)).toEqual([claimOf('MV-AER-001')]);
    expect(props.navigate).toHaveBeenCalledWith({ path: `${SHOES}?qty=2`, replace: true, resetScroll: false });
  });

  it('traps focus, closes on Escape and returns focus to the promo button', async () => {
    renderRemote({ path: SHOES });
    const opener = await screen.findByRole('button', { name: 'Lihat promo' });
    const dialog = await openList();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await keepsFocusThenReturnsIt(dialog, opener, 14);
  });
});

describe('voucher terms', () => {
  it.each([
    [
      'a platform voucher',
      'S&K Diskon 5% s.d. Rp50.000',
      '/backend/product-detail/vouchers/PDPHEMAT5/tnc',
      ['Berlaku untuk minimal belanja Rp1.000.000.', 'Potongan maksimal Rp50.000.', 'Terpakai otomatis saat checkout.'],
    ],
    [
      'a platform shipping voucher',
      'S&K Gratis ongkir s.d. Rp20.000',
      '/backend/product-detail/vouchers/shipping/ONGKIRHEMAT/tnc',
      ['Berlaku untuk pengiriman reguler.', 'Minimal belanja Rp100.000.'],
    ],
    [
      'a merchant voucher',
      'S&K Potongan Rp100.000',
      '/backend/product-detail/merchant/vouchers/MV-AER-001/tnc',
      ['Berlaku untuk semua produk Aero Official Store.', 'Minimal belanja Rp500.000.', 'Satu voucher untuk satu akun.'],
    ],
    [
      'a seller shipping voucher',
      'S&K Ongkir toko s.d. Rp15.000',
      '/backend/product-detail/merchant/vouchers/SV-AER-001/tnc',
      ['Potongan ongkir dari Aero Official Store.', 'Minimal belanja Rp200.000.'],
    ],
  ])('reads the terms of %s from its own call, and goes back to the list on close', async (_kind, button, path, lines) => {
    renderRemote({ path: SHOES });
    const list = await openList();
    await userEvent.click(within(list).getByRole('button', { name: button }));
    const terms = await screen.findByRole('dialog', { name: 'Syarat & ketentuan' });
    expect(await within(terms).findByText(lines[0] as string)).toBeInTheDocument();
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(lines);
    expect(backend.sent('GET', TERMS_CALL).map((call) => call.pathname)).toEqual([path]);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Promo & voucher' })).toBeInTheDocument();
  });

  it('claims the selected seller shipping voucher from its terms: the button is disabled and says claimed', async () => {
    await renderForBudi();
    const list = await openList();
    await userEvent.click(within(list).getByRole('button', { name: 'S&K Ongkir toko s.d. Rp15.000' }));
    const terms = await screen.findByRole('dialog', { name: 'Syarat & ketentuan' });
    await userEvent.click(within(terms).getByRole('button', { name: 'Klaim Ongkir toko s.d. Rp15.000' }));
    expect(await within(terms).findByRole('button', { name: 'Diklaim' })).toBeDisabled();
    expect(claimsSent(backend)).toEqual([claimOf('SV-AER-001')]);
    await userEvent.keyboard('{Escape}');
    const back = await screen.findByRole('dialog', { name: 'Promo & voucher' });
    const shipping = within(back).getByRole('region', { name: 'Voucher ongkir toko' });
    expect(within(shipping).getByRole('button', { name: 'Diklaim' })).toBeDisabled();
  });

  it('says the terms failed, leaves them empty, and retries', async () => {
    await backend.session.fault('/backend/product-detail/merchant/vouchers/*/tnc', 'status=502', { method: 'GET', times: 1 });
    renderRemote({ path: SHOES });
    const list = await openList();
    await userEvent.click(within(list).getByRole('button', { name: 'S&K Potongan Rp100.000' }));
    const terms = await screen.findByRole('dialog', { name: 'Syarat & ketentuan' });
    const alert = await within(terms).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat syarat & ketentuan.');
    expect(within(terms).queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(terms).findByText('Satu voucher untuk satu akun.')).toBeInTheDocument();
    expect(backend.sent('GET', TERMS_CALL)).toHaveLength(2);
  });

  it('renders hostile terms and names as text', async () => {
    // No fixture holds markup, nor a term that is not text: the store's vouchers and their terms answer so.
    const hostile = '<img src=x onerror=alert(1)>';
    backend.server.use(
      http.get(`${TEST_BACKEND}/product/merchant/vouchers`, () =>
        envelope([
          {
            id: 'MV-AER-001',
            code: 'AEROHEMAT',
            name: hostile,
            status: 'ACTIVE',
            remainingQuota: 25,
            reward: { type: 'AMOUNT_OFF', value: 100000, maxAmount: null },
            minPurchase: 500000,
            endDate: '2026-12-02T16:59:59.000Z',
          },
        ]),
      ),
      http.get(`${TEST_BACKEND}/product-detail/merchant/vouchers/:id/tnc`, () => envelope({ terms: ['<script>alert(1)</script>', 42] })),
    );
    renderRemote({ path: SHOES });
    const list = await openList();
    expect(within(list).getByText(hostile)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: `S&K ${hostile}` }));
    const terms = await screen.findByRole('dialog', { name: 'Syarat & ketentuan' });
    expect(await within(terms).findByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(within(terms).getAllByRole('listitem')).toHaveLength(1);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('the promotions page', () => {
  it('lists the vouchers on a page of its own with the way back to the product', async () => {
    renderRemote({ path: `${SHOES}/promotions` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo & voucher' })).toBeInTheDocument();
    const store = await screen.findByRole('region', { name: 'Voucher toko' });
    expect(within(store).getByRole('button', { name: 'Klaim Potongan Rp100.000' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Kembali ke produk' })).toHaveAttribute('href', SHOES);
  });

  it('back from login, claims the voucher on the page', async () => {
    const { props } = await renderForBudi(`${SHOES}/promotions?claimVoucher=SV-AER-001`);
    expect(await screen.findByText('Voucher Ongkir toko s.d. Rp15.000 berhasil diklaim.')).toHaveAttribute('role', 'status');
    expect(claimsSent(backend)).toEqual([claimOf('SV-AER-001')]);
    expect(props.navigate).toHaveBeenCalledWith({ path: `${SHOES}/promotions`, replace: true, resetScroll: false });
  });
});
