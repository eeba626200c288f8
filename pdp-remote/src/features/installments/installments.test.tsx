// Installments as a shopper meets them (spec §3, §5, §7, §8) in the service section, the list modal and
// the installment page, against the backend simulator (its installment handler and fixtures, mounted in
// MSW): the lowest monthly amount, v1 or v2 as the product config says, the methods grouped, a method's
// tenors with fees, each refusal of the financing companies, failures, English, and nothing for an
// item not tagged for installments.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InstallmentsDto } from '@pdp/backend-api/payments';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { ESTIMATION_V2_CALL, FRIDGE, HELMET, LIST_CALL, PHONE, SHOES, installmentsRow, openList } from './installments.test-page';

sectionsInView(['promo', 'service', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);

const listsAsked = () => backend.sent('GET', LIST_CALL).map((call) => call.pathname);
const estimationsAsked = () => backend.sent('GET', ESTIMATION_V2_CALL).map((call) => call.pathname);

beforeEach(() => backend.session.productConfigs({ newInstallmentsEnabled: 'true' }));

describe('installments in the service section', () => {
  it('shows the lowest monthly amount and 0 % when a bank pays the interest, from v2 with the switch on', async () => {
    renderRemote({ path: PHONE });
    const row = await installmentsRow();
    // Mandiri's 24 months, at half its 1,5 % a month: the lowest of every method's tenors.
    expect(await within(row).findByText('Cicilan mulai Rp196.618/bulan')).toBeInTheDocument();
    expect(within(row).getByText('Cicilan 0%')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Lihat semua cicilan' })).toHaveAttribute(
      'href',
      '/p/smartphone-nusantara-x5-8-gb/is--HPX-60003-00001/installment',
    );
    expect(listsAsked()).toEqual(['/backend/product-detail/products/HPX-60003-00001/installments']);
  });

  it('asks v1 with the switch off', async () => {
    await backend.session.productConfigs({ newInstallmentsEnabled: 'false' });
    renderRemote({ path: PHONE });
    expect(await within(await installmentsRow()).findByText('Cicilan mulai Rp196.618/bulan')).toBeInTheDocument();
    expect(listsAsked()).toEqual(['/backend/product/products/HPX-60003-00001/installments']);
  });

  it('is not shown for a product not tagged for installments, and asks nothing', async () => {
    renderRemote({ path: SHOES });
    await screen.findByRole('region', { name: 'PayLater' });
    expect(screen.queryByRole('region', { name: /^Cicilan/ })).not.toBeInTheDocument();
    expect(listsAsked()).toEqual([]);
  });

  it('says the installments cannot be shown when the list fails, and the section keeps working', async () => {
    await backend.session.fault('/backend/product-detail/products/*/installments', 'status=503', { method: 'GET' });
    renderRemote({ path: PHONE });
    expect(await within(await installmentsRow()).findByText('Cicilan belum bisa ditampilkan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lihat cicilan' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Layanan' })).toHaveTextContent('Garansi resmi');
  });
});

describe('the installment list modal', () => {
  it('groups the methods, shows a method’s tenors with fees when opened, and asks once per method', async () => {
    renderRemote({ path: PHONE });
    const dialog = await openList();
    expect(within(dialog).getByRole('region', { name: 'Kartu kredit' })).toHaveTextContent(/Kartu Kredit BCA.*Kartu Kredit Mandiri.*Kartu Kredit BNI/);
    expect(within(dialog).getByRole('region', { name: 'Tanpa kartu kredit' })).toHaveTextContent(/Kredivo.*Akulaku/);
    const mandiri = within(dialog).getByRole('button', { name: /Kartu Kredit Mandiri/ });
    expect(within(dialog).getByRole('button', { name: /Kartu Kredit BCA/ })).toHaveTextContent('Bunga 0%');
    expect(mandiri).toHaveTextContent('Diskon bunga');
    expect(mandiri).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(mandiri);
    expect(mandiri).toHaveAttribute('aria-expanded', 'true');
    expect(await within(dialog).findByText('12 bulan')).toBeInTheDocument();
    expect(within(dialog).getByText('Bunga 0,75%/bulan · Biaya admin Rp0 · total Rp4.358.916')).toBeInTheDocument();
    await userEvent.click(mandiri);
    await userEvent.click(mandiri);
    expect(within(dialog).getByText('12 bulan')).toBeInTheDocument();
    expect(estimationsAsked()).toEqual(['/backend/product-detail/products/HPX-60003-00001/installment/MANDIRI_CC']);
  });

  it.each([
    ['the price range: the helmet costs less than the financing companies lend', HELMET, 'Harga produk ini di luar batas cicilan tanpa kartu kredit.'],
    ['the category: the financing companies do not finance fridges', FRIDGE, 'Kategori produk ini belum bisa dicicil tanpa kartu kredit.'],
  ])('says why a method without a credit card refuses: %s', async (_why, path, message) => {
    renderRemote({ path });
    const dialog = await openList();
    const kredivo = within(within(dialog).getByRole('region', { name: 'Tanpa kartu kredit' })).getByRole('button', { name: /Kredivo/ });
    await userEvent.click(kredivo);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('says an estimation failed, and asks again when the method is opened again', async () => {
    await backend.session.fault('/backend/product-detail/products/*/installment/KREDIVO', 'malformed', { method: 'GET', times: 1 });
    renderRemote({ path: PHONE });
    const dialog = await openList();
    const kredivo = within(dialog).getByRole('button', { name: /Kredivo/ });
    await userEvent.click(kredivo);
    expect(await within(dialog).findByText('Simulasi cicilan belum bisa dimuat.')).toBeInTheDocument();
    // A failure is not kept: opened again, it asks again.
    await userEvent.click(kredivo);
    await userEvent.click(kredivo);
    expect(await within(dialog).findByText('Bunga 2,6%/bulan · Biaya admin Rp39.990 · total Rp5.286.678')).toBeInTheDocument();
    expect(estimationsAsked()).toHaveLength(2);
  });

  it('shows a hostile method name as text', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const list: InstallmentsDto = {
      id: 'INST-HPX-60003-00001',
      methods: [{ paymentMethod: 'BCA_CC', name: hostile, type: 'CC', feePromo: 'FULL', lowestMonthlyAmount: 333_250 }],
    };
    backend.server.use(http.get(`${TEST_BACKEND}/product-detail/products/:itemSku/installments`, () => envelope(list)));
    renderRemote({ path: PHONE });
    const dialog = await openList();
    expect(within(dialog).getByRole('button', { name: new RegExp(hostile.replace(/[()]/g, '\\$&')) })).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('closes on Escape and gives focus back', async () => {
    renderRemote({ path: PHONE });
    const dialog = await openList();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Lihat cicilan' })).toHaveFocus();
  });

  it('reads in English', async () => {
    renderRemote({ path: PHONE, locale: 'en' });
    const row = await screen.findByRole('region', { name: /^Installments/ });
    expect(await within(row).findByText('Installments from Rp196.618/month')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'See installments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Installment options' });
    expect(within(dialog).getByRole('region', { name: 'Without a credit card' })).toBeInTheDocument();
  });
});

describe('the installment page', () => {
  it('lists the installments in full under the product’s name, with the way back', async () => {
    const { props } = renderRemote({ path: `${PHONE}/installment` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cicilan Smartphone Nusantara X5 8 GB' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Kredivo/ }));
    expect(await screen.findByText('3 bulan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '‹ Kembali ke produk' }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: PHONE }));
  });
});
