import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, HttpResponse, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { OPTIONS, TENORS, fillIn, serveLoan, simulation } from './loan-simulation.test-backend';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';

sectionsInView(['service', 'shipping']);
startBackendMock();

beforeEach(() => {
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ tags: ['AVAILABLE', 'INSTALLMENT_SIMULATION'] }))),
  );
});

describe('the loan simulation', () => {
  it('shows the promo, the ticker and the locations, and lists the tenors of a down payment and location', async () => {
    const { asked } = serveLoan();
    renderRemote();
    const region = await simulation();
    await waitFor(() => expect(within(region).getByRole('heading')).toHaveTextContent('Promo bunga 3%'));
    expect(await within(region).findByText('Bunga promo 3% untuk tenor 12 bulan')).toBeInTheDocument();
    expect(within(region).getByText('Harga produk Rp629.300')).toBeInTheDocument();
    await fillIn(region, { location: 'Jawa Barat', downPayment: '100.000' });
    const tenors = await within(region).findByRole('group', { name: 'Pilih tenor' });
    expect(asked).toEqual([{ downPayment: 100000, location: 'JAWA_BARAT' }]);
    expect(
      within(tenors)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      '12 bulan · Rp46.000/bulanBunga tetap 3% per tahun · Promo bunga 3%',
      '24 bulan · Rp25.500/bulanBunga tetap 8,5% per tahun',
      '36 bulan · Rp19.000/bulanBunga maksimal 9,5% per tahun',
    ]);
    await userEvent.click(within(tenors).getByRole('radio', { name: /24 bulan/ }));
    expect(within(region).getByRole('status')).toHaveTextContent('Cicilan kamu Rp25.500/bulan selama 24 bulan.');
  });

  it('refuses a down payment equal to the price before asking, and a location left empty', async () => {
    const { asked } = serveLoan();
    renderRemote();
    const region = await simulation();
    await within(region).findByLabelText('Lokasi');
    await fillIn(region, { location: 'Jabodetabek', downPayment: '629300' });
    expect(within(region).getByRole('alert')).toHaveTextContent('Tidak boleh sama/melebihi harga produk.');
    expect(within(region).getByLabelText('Uang muka (DP)')).toHaveAttribute('aria-invalid', 'true');
    await fillIn(region, { downPayment: '12a' });
    expect(within(region).getByRole('alert')).toHaveTextContent('Isi uang muka dengan angka.');
    await userEvent.selectOptions(within(region).getByLabelText('Lokasi'), 'Pilih lokasi');
    await fillIn(region, { downPayment: '629299' });
    expect(within(region).getByRole('alert')).toHaveTextContent('Pilih lokasi dulu.');
    expect(asked).toEqual([]);
  });

  it('takes a suggested down payment, and an empty one as 0', async () => {
    const { asked } = serveLoan();
    renderRemote();
    const region = await simulation();
    await userEvent.click(await within(region).findByRole('button', { name: 'Rp125.000' }));
    expect(within(region).getByRole('button', { name: 'Rp125.000' })).toHaveAttribute('aria-pressed', 'true');
    await fillIn(region, { location: 'Jabodetabek' });
    await within(region).findByRole('group', { name: 'Pilih tenor' });
    await fillIn(region, { downPayment: '' });
    await waitFor(() =>
      expect(asked).toEqual([
        { downPayment: 125000, location: 'JABODETABEK' },
        { downPayment: 0, location: 'JABODETABEK' },
      ]),
    );
  });

  it('says why the backend refused, keeps what was typed, and tries again after a failure', async () => {
    let fail = true;
    serveLoan({
      tenors: (body) =>
        body.location === 'JAWA_BARAT'
          ? envelope(null, { status: 400, code: 'INVALID_LOCATION' })
          : fail
            ? ((fail = false), envelope(null, { status: 503 }))
            : envelope(TENORS),
    });
    renderRemote();
    const region = await simulation();
    await within(region).findByLabelText('Lokasi');
    await fillIn(region, { location: 'Jawa Barat', downPayment: '50000' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Lokasi ini belum tersedia. Pilih lokasi lain.');
    await fillIn(region, { location: 'Jabodetabek' });
    expect(await within(region).findByText('Cicilan belum bisa dihitung. Coba lagi.')).toBeInTheDocument();
    expect(within(region).getByLabelText('Uang muka (DP)')).toHaveValue('50000');
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(region).findByRole('group', { name: 'Pilih tenor' })).toBeInTheDocument();
  });

  it('says the simulation cannot be shown when its options fail, then loads them on retry; the section keeps working', async () => {
    let failed = false;
    serveLoan({ options: () => (failed ? envelope(OPTIONS) : ((failed = true), HttpResponse.error())) });
    renderRemote();
    const region = await simulation();
    expect(await within(region).findByText('Simulasi kredit belum bisa ditampilkan.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'PayLater' })).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(region).findByLabelText('Lokasi')).toBeInTheDocument();
  });

  it('keeps the choice for the item when the shopper leaves for another variant and comes back', async () => {
    const other = aSummary({
      itemSku: 'SPL-1-00003',
      tags: ['AVAILABLE', 'INSTALLMENT_SIMULATION'],
      options: aSummary().options.map((option) => ({ ...option, selected: option.itemSku === 'SPL-1-00003' })),
    });
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, ({ params }) =>
        envelope(params.id === 'is--SPL-1-00003' ? other : aSummary({ tags: ['AVAILABLE', 'INSTALLMENT_SIMULATION'] })),
      ),
    );
    serveLoan();
    const view = renderRemote();
    let region = await simulation();
    await within(region).findByLabelText('Lokasi');
    await fillIn(region, { location: 'Jabodetabek', downPayment: '90000' });
    await userEvent.click(await within(region).findByRole('radio', { name: /36 bulan/ }));
    view.rerenderWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00003' });
    await waitFor(async () => expect(within(await simulation()).getByLabelText('Uang muka (DP)')).toHaveValue(''));
    view.rerenderWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00001' });
    await waitFor(async () => expect(within(await simulation()).getByLabelText('Uang muka (DP)')).toHaveValue('90000'));
    region = await simulation();
    expect(within(region).getByLabelText('Lokasi')).toHaveValue('JABODETABEK');
    expect(await within(region).findByRole('radio', { name: /36 bulan/ })).toBeChecked();
  });

  it('reads in English, with the promo ticker as the backend sent it', async () => {
    serveLoan({ options: () => envelope({ ...OPTIONS, promoTicker: '<img src=x onerror=alert(1)>3% promo' }) });
    renderRemote({ locale: 'en' });
    const region = await screen.findByRole('region', { name: /^Loan simulation/ });
    expect(await within(region).findByText('<img src=x onerror=alert(1)>3% promo')).toBeInTheDocument();
    expect(region.querySelector('img')).toBeNull();
    await userEvent.type(within(region).getByLabelText('Down payment'), '700000');
    await userEvent.click(within(region).getByRole('button', { name: 'Work out instalments' }));
    expect(within(region).getByRole('alert')).toHaveTextContent('It cannot equal or exceed the product price.');
    await userEvent.selectOptions(within(region).getByLabelText('Location'), 'Jabodetabek');
    await userEvent.click(within(region).getByRole('button', { name: 'Rp125.000' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Work out instalments' }));
    const tenors = await within(region).findByRole('group', { name: 'Choose a tenor' });
    expect(within(tenors).getByText('Fixed interest of 8,5% a year')).toBeInTheDocument();
  });

  it('is not shown for an item without the tag, and asks nothing', async () => {
    backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ tags: ['AVAILABLE', 'RETURNABLE'] }))));
    const { optionCalls } = serveLoan();
    renderRemote();
    await screen.findByRole('region', { name: 'PayLater' });
    expect(screen.queryByRole('region', { name: /^Simulasi kredit/ })).not.toBeInTheDocument();
    expect(optionCalls()).toBe(0);
  });
});
