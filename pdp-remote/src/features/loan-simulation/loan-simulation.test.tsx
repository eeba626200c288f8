// The loan simulation as a shopper meets it (spec §1, §3, §5, §7, §9) in the service section, against
// the backend simulator (its loan simulation handler and fixtures, mounted in MSW): the promo, the
// ticker and the locations, the tenors of a down payment, the form's rules, the backend's refusals and
// failures with what was typed kept, the choice kept per variant, English, and nothing for an item
// without the tag.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoanTenorsRequest } from '@pdp/backend-api/payments';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { BLACK_MOTORCYCLE, MOTORCYCLE, OPTIONS_CALL, RED_MOTORCYCLE, SHOES, TENORS_CALL, fillIn, simulation } from './loan-simulation.test-page';

sectionsInView(['service', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);

/** The bodies of the tenors the page asked for. */
const tenorsAsked = () => backend.sent('POST', TENORS_CALL).map((call) => call.body);

describe('the loan simulation', () => {
  it('shows the promo, the ticker and the locations, and lists the tenors of a down payment and location', async () => {
    renderRemote({ path: MOTORCYCLE });
    const region = await simulation();
    await waitFor(() => expect(within(region).getByRole('heading')).toHaveTextContent('Promo bunga 3%'));
    expect(await within(region).findByText('Bunga promo 3% untuk tenor 12 bulan')).toBeInTheDocument();
    expect(within(region).getByText('Harga produk Rp24.500.000')).toBeInTheDocument();
    await fillIn(region, { location: 'Jawa Barat', downPayment: '10.000.000' });
    const tenors = await within(region).findByRole('group', { name: 'Pilih tenor' });
    expect(tenorsAsked()).toEqual([{ downPayment: 10_000_000, location: 'JAWA_BARAT' }]);
    // Rp14.500.000 left, at 3 % a year for 12 months, Jawa Barat's 9 % (fixed) for 24, and 10 % at most for 36.
    expect(
      within(tenors)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      '12 bulan · Rp1.244.584/bulanBunga tetap 3% per tahun · Promo bunga 3%',
      '24 bulan · Rp712.917/bulanBunga tetap 9% per tahun',
      '36 bulan · Rp523.612/bulanBunga maksimal 10% per tahun',
    ]);
    await userEvent.click(within(tenors).getByRole('radio', { name: /24 bulan/ }));
    expect(within(region).getByRole('status')).toHaveTextContent('Cicilan kamu Rp712.917/bulan selama 24 bulan.');
  });

  it('refuses a down payment equal to the price before asking, and a location left empty', async () => {
    renderRemote({ path: MOTORCYCLE });
    const region = await simulation();
    await within(region).findByLabelText('Lokasi');
    await fillIn(region, { location: 'Jabodetabek', downPayment: '24500000' });
    expect(within(region).getByRole('alert')).toHaveTextContent('Tidak boleh sama/melebihi harga produk.');
    expect(within(region).getByLabelText('Uang muka (DP)')).toHaveAttribute('aria-invalid', 'true');
    await fillIn(region, { downPayment: '12a' });
    expect(within(region).getByRole('alert')).toHaveTextContent('Isi uang muka dengan angka.');
    await userEvent.selectOptions(within(region).getByLabelText('Lokasi'), 'Pilih lokasi');
    await fillIn(region, { downPayment: '24499999' });
    expect(within(region).getByRole('alert')).toHaveTextContent('Pilih lokasi dulu.');
    expect(tenorsAsked()).toEqual([]);
  });

  it('takes a suggested down payment, and an empty one as 0', async () => {
    renderRemote({ path: MOTORCYCLE });
    const region = await simulation();
    await userEvent.click(await within(region).findByRole('button', { name: 'Rp2.450.000' }));
    expect(within(region).getByRole('button', { name: 'Rp2.450.000' })).toHaveAttribute('aria-pressed', 'true');
    await fillIn(region, { location: 'Jabodetabek' });
    await within(region).findByRole('group', { name: 'Pilih tenor' });
    await fillIn(region, { downPayment: '' });
    await waitFor(() =>
      expect(tenorsAsked()).toEqual([
        { downPayment: 2_450_000, location: 'JABODETABEK' },
        { downPayment: 0, location: 'JABODETABEK' },
      ]),
    );
  });

  it('says why the backend refused, keeps what was typed, and tries again after a failure', async () => {
    // A location the form offers but the financer no longer takes: the simulator never refuses one it offered.
    backend.server.use(
      http.post(`${TEST_BACKEND}/product-detail/products/:itemSku/loan-simulation/tenors`, async ({ request }) => {
        const body = (await request.clone().json()) as LoanTenorsRequest;
        if (body.location === 'JAWA_BARAT') return envelope(null, { status: 400, code: 'INVALID_LOCATION' });
        return undefined;
      }),
    );
    await backend.session.fault('/backend/product-detail/products/*/loan-simulation/tenors', 'status=503', { method: 'POST', times: 1 });
    renderRemote({ path: MOTORCYCLE });
    const region = await simulation();
    await within(region).findByLabelText('Lokasi');
    await fillIn(region, { location: 'Jawa Barat', downPayment: '5000000' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Lokasi ini belum tersedia. Pilih lokasi lain.');
    await fillIn(region, { location: 'Jabodetabek' });
    expect(await within(region).findByText('Cicilan belum bisa dihitung. Coba lagi.')).toBeInTheDocument();
    expect(within(region).getByLabelText('Uang muka (DP)')).toHaveValue('5000000');
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(region).findByRole('group', { name: 'Pilih tenor' })).toBeInTheDocument();
  });

  it('says the simulation cannot be shown when its options fail, then loads them on retry; the section keeps working', async () => {
    await backend.session.fault('/backend/product-detail/products/*/loan-simulation/options', 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: MOTORCYCLE });
    const region = await simulation();
    expect(await within(region).findByText('Simulasi kredit belum bisa ditampilkan.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Layanan' })).toHaveTextContent('Garansi resmi');
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(region).findByLabelText('Lokasi')).toBeInTheDocument();
  });

  it('keeps the choice for the item when the shopper leaves for another variant and comes back', async () => {
    const view = renderRemote({ path: MOTORCYCLE });
    let region = await simulation();
    await within(region).findByLabelText('Lokasi');
    await fillIn(region, { location: 'Jabodetabek', downPayment: '9000000' });
    await userEvent.click(await within(region).findByRole('radio', { name: /36 bulan/ }));
    view.rerenderWith({ path: BLACK_MOTORCYCLE });
    await waitFor(async () => expect(within(await simulation()).getByLabelText('Uang muka (DP)')).toHaveValue(''));
    view.rerenderWith({ path: RED_MOTORCYCLE });
    await waitFor(async () => expect(within(await simulation()).getByLabelText('Uang muka (DP)')).toHaveValue('9000000'));
    region = await simulation();
    expect(within(region).getByLabelText('Lokasi')).toHaveValue('JABODETABEK');
    expect(await within(region).findByRole('radio', { name: /36 bulan/ })).toBeChecked();
  });

  it('reads in English, with the promo ticker as the backend sent it (a read is asked for in Indonesian, spec §7)', async () => {
    renderRemote({ path: MOTORCYCLE, locale: 'en' });
    const region = await screen.findByRole('region', { name: /^Loan simulation/ });
    expect(await within(region).findByText('Bunga promo 3% untuk tenor 12 bulan')).toBeInTheDocument();
    await userEvent.type(within(region).getByLabelText('Down payment'), '24500000');
    await userEvent.click(within(region).getByRole('button', { name: 'Work out instalments' }));
    expect(within(region).getByRole('alert')).toHaveTextContent('It cannot equal or exceed the product price.');
    await userEvent.selectOptions(within(region).getByLabelText('Location'), 'Jabodetabek');
    await userEvent.click(within(region).getByRole('button', { name: 'Rp2.450.000' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Work out instalments' }));
    const tenors = await within(region).findByRole('group', { name: 'Choose a tenor' });
    expect(within(tenors).getByText('Fixed interest of 8,5% a year')).toBeInTheDocument();
  });

  it('is not shown for an item without the tag, and asks nothing', async () => {
    renderRemote({ path: SHOES });
    await screen.findByRole('region', { name: 'Layanan' });
    await screen.findByRole('region', { name: 'PayLater' });
    expect(screen.queryByRole('region', { name: /^Simulasi kredit/ })).not.toBeInTheDocument();
    expect(backend.sent('GET', OPTIONS_CALL)).toEqual([]);
  });
});
