import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, HttpResponse, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { ESTIMATION, LIST, serveInstallments, withConfig } from './installments.test-backend';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';

sectionsInView(['promo', 'service', 'shipping']);
startBackendMock();

const region = () => screen.findByRole('region', { name: /^Cicilan/ });

beforeEach(() => {
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ tags: ['AVAILABLE', 'INSTALLMENT', 'INSTALLMENT_NON_CC'] }))),
  );
  withConfig(true);
});

describe('installments in the service section', () => {
  it('shows the lowest monthly amount and 0 % when a bank pays the interest, from v2 with the switch on', async () => {
    const calls = serveInstallments();
    renderRemote();
    const row = await region();
    expect(await within(row).findByText('Cicilan mulai Rp190.000/bulan')).toBeInTheDocument();
    expect(within(row).getByText('Cicilan 0%')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Lihat semua cicilan' })).toHaveAttribute('href', '/p/sepatu-lari-aero/is--SPL-1-00001/installment');
    expect(calls).toEqual(['v2 list']);
  });

  it('asks v1 with the switch off', async () => {
    withConfig(false);
    const calls = serveInstallments();
    renderRemote();
    expect(await within(await region()).findByText('Cicilan mulai Rp190.000/bulan')).toBeInTheDocument();
    expect(calls).toEqual(['v1 list']);
  });

  it('is not shown for a product not tagged for installments, and asks nothing', async () => {
    backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ tags: ['AVAILABLE', 'RETURNABLE'] }))));
    const calls = serveInstallments();
    renderRemote();
    await screen.findByRole('region', { name: 'PayLater' });
    expect(screen.queryByRole('region', { name: /^Cicilan/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says the installments cannot be shown when the list fails, and the section keeps working', async () => {
    serveInstallments({ list: () => envelope(null, { status: 503 }) });
    renderRemote();
    expect(await within(await region()).findByText('Cicilan belum bisa ditampilkan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lihat cicilan' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'PayLater' })).toBeInTheDocument();
  });
});

describe('the installment list modal', () => {
  async function openList() {
    await userEvent.click(await within(await region()).findByRole('button', { name: 'Lihat cicilan' }));
    return screen.findByRole('dialog', { name: 'Pilihan cicilan' });
  }

  it('groups the methods, shows a method’s tenors with fees when opened, and asks once per method', async () => {
    const calls = serveInstallments();
    renderRemote();
    const dialog = await openList();
    expect(within(dialog).getByRole('region', { name: 'Kartu kredit' })).toHaveTextContent(/Kartu Kredit BCA.*Kartu Kredit BNI/);
    const bca = within(dialog).getByRole('button', { name: /Kartu Kredit BCA/ });
    expect(bca).toHaveTextContent('Bunga 0%');
    expect(bca).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bca);
    expect(bca).toHaveAttribute('aria-expanded', 'true');
    expect(await within(dialog).findByText('12 bulan')).toBeInTheDocument();
    expect(within(dialog).getByText('Bunga 0,75%/bulan · Biaya admin Rp21.000 · total Rp2.541.000')).toBeInTheDocument();
    await userEvent.click(bca);
    await userEvent.click(bca);
    expect(within(dialog).getByText('12 bulan')).toBeInTheDocument();
    expect(calls.filter((call) => call === 'v2 BCA_CC')).toHaveLength(1);
  });

  it('says why a method without a credit card refuses: the price range or the category', async () => {
    let refusal = 'INVALID_PRICE_RANGE';
    serveInstallments({
      estimation: (method, v2) => (method === 'KREDIVO' ? envelope(null, { status: 400, code: refusal }) : envelope(ESTIMATION(method, v2))),
    });
    renderRemote();
    const dialog = await openList();
    const kredivo = within(within(dialog).getByRole('region', { name: 'Tanpa kartu kredit' })).getByRole('button', { name: /Kredivo/ });
    await userEvent.click(kredivo);
    expect(await within(dialog).findByText('Harga produk ini di luar batas cicilan tanpa kartu kredit.')).toBeInTheDocument();
    // A failure is not cached: opened again, it asks again.
    refusal = 'INVALID_CATEGORY';
    await userEvent.click(kredivo);
    await userEvent.click(kredivo);
    expect(await within(dialog).findByText('Kategori produk ini belum bisa dicicil tanpa kartu kredit.')).toBeInTheDocument();
  });

  it('says an estimation failed, and shows a hostile method name as text', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    serveInstallments({
      list: () => envelope({ ...LIST, methods: [{ ...LIST.methods[0], name: hostile }] }),
      estimation: () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } }),
    });
    renderRemote();
    const dialog = await openList();
    const method = within(dialog).getByRole('button', { name: new RegExp(hostile.replace(/[()]/g, '\\$&')) });
    expect(dialog.querySelector('img')).toBeNull();
    await userEvent.click(method);
    expect(await within(dialog).findByText('Simulasi cicilan belum bisa dimuat.')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back', async () => {
    serveInstallments();
    renderRemote();
    const dialog = await openList();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Lihat cicilan' })).toHaveFocus();
  });

  it('reads in English', async () => {
    serveInstallments();
    renderRemote({ locale: 'en' });
    const row = await screen.findByRole('region', { name: /^Installments/ });
    expect(await within(row).findByText('Installments from Rp190.000/month')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'See installments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Installment options' });
    expect(within(dialog).getByRole('region', { name: 'Without a credit card' })).toBeInTheDocument();
  });
});

describe('the installment page', () => {
  it('lists the installments in full under the product’s name, with the way back', async () => {
    serveInstallments();
    const { props } = renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1/installment' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cicilan Sepatu Lari Aero' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Kredivo/ }));
    expect(await screen.findByText('3 bulan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '‹ Kembali ke produk' }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/sepatu-lari-aero/ps--SPL-1' }));
  });
});
