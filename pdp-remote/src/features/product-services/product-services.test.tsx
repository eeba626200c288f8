import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';

startBackendMock();

const details = {
  campaignInfo: null,
  usps: ['RETURN' as const, 'CASH_ON_DELIVERY' as const],
  warranty: { type: 'DISTRIBUTOR' as const, period: '6 bulan' },
  cheapestPrice: null,
  maxQuantity: 10,
};

beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ details }))),
    http.get(`${TEST_BACKEND}/return/sku-items/:id/return-policy`, () =>
      envelope({ returnable: true, freeReturnDays: 15, reasons: ['DAMAGE', 'NOT_SUITABLE_SIZE'], methods: ['PICKUP', 'UNKNOWN_METHOD'] }),
    ),
    http.get(`${TEST_BACKEND}/common/content/return-method-i18n`, () => envelope({ PICKUP: { id: 'Dijemput kurir', en: 'Picked up by a courier' } })),
  );
});

describe('the service section', () => {
  it('explains a USP in the USP info modal', async () => {
    renderRemote();
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar di tempat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keunggulan produk' });
    expect(within(dialog).getByText('Bayar saat pesanan tiba di alamatmu.')).toBeInTheDocument();
    expect(within(dialog).getByText('Gratis retur')).toBeInTheDocument();
  });

  it('shows the warranty and explains every warranty type, marking this one', async () => {
    renderRemote();
    expect(await screen.findByText('Garansi distributor')).toBeInTheDocument();
    expect(screen.getByText(/6 bulan/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Info garansi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jenis garansi' });
    for (const title of ['Garansi resmi', 'Garansi distributor', 'Garansi toko', 'Garansi internasional', 'Garansi lainnya', 'Tanpa garansi']) {
      expect(within(dialog).getByText(title)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Garansi distributor').closest('[aria-current]')).toHaveAttribute('aria-current', 'true');
  });

  it('shows the return policy with its reasons and the return methods in the shopper’s language', async () => {
    const view = renderRemote();
    expect(await screen.findByText('Gratis retur 15 hari')).toBeInTheDocument();
    expect(screen.getByText('Berlaku untuk: produk rusak, ukuran tidak cocok')).toBeInTheDocument();
    expect(screen.getByText('Dijemput kurir')).toBeInTheDocument();
    expect(screen.getByText('UNKNOWN_METHOD')).toBeInTheDocument();
    view.rerenderWith({ locale: 'en' });
    expect(await screen.findByText('Picked up by a courier')).toBeInTheDocument();
    expect(await screen.findByText('Free returns within 15 days')).toBeInTheDocument();
  });

  it('leaves the policy out when its call fails, keeping the rest', async () => {
    backendServer.use(http.get(`${TEST_BACKEND}/return/sku-items/:id/return-policy`, () => envelope(null, { status: 500 })));
    renderRemote();
    expect(await screen.findByRole('button', { name: 'Bayar di tempat' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Gratis retur \d+ hari/)).not.toBeInTheDocument());
  });
});

describe('pay-later', () => {
  const MEMBER = { user: { id: 'u-1', name: 'Sari' } };
  const payLater = () => screen.findByRole('region', { name: 'PayLater' });
  const serveStatus = (answer: () => Response) => {
    const calls: string[] = [];
    backendServer.use(http.get(`${TEST_BACKEND}/wallet/paylater`, () => (calls.push('paylater'), answer())));
    return calls;
  };

  it('shows the limit and links to the introduction page, asking nothing for an anonymous shopper', async () => {
    const calls = serveStatus(() => envelope({ status: 'ACTIVE' }));
    const { props } = renderRemote();
    const region = await payLater();
    expect(within(region).getByText('Limit hingga Rp8.000.000 per bulan')).toBeInTheDocument();
    expect(within(region).getByText('Beli sekarang, bayar belakangan dengan PayLater.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('link', { name: 'Pelajari PayLater' }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/member/pay-later' }));
    expect(calls).toEqual([]);
  });

  it.each([
    ['ACTIVE', 'PayLater kamu aktif. Pilih PayLater saat checkout.'],
    ['NOT_REGISTERED', 'Kamu belum punya PayLater. Daftar dulu untuk bayar belakangan.'],
    ['PENDING', 'Pendaftaran PayLater kamu sedang diproses.'],
    ['SUSPENDED', 'PayLater kamu sedang tidak bisa dipakai.'],
  ])('tells a member whose status is %s where they stand', async (status, text) => {
    const calls = serveStatus(() => envelope({ status }));
    renderRemote(MEMBER);
    expect(await within(await payLater()).findByText(text)).toBeInTheDocument();
    expect(calls).toEqual(['paylater']);
  });

  it('keeps the general line when the status fails or is not one it knows, and the rest of the section works', async () => {
    for (const answer of [() => envelope(null, { status: 503 }), () => envelope({ status: 'PLATINUM' })]) {
      const calls = serveStatus(answer);
      const { unmount } = renderRemote(MEMBER);
      const region = await payLater();
      await waitFor(() => expect(calls).toEqual(['paylater']));
      await waitFor(() => expect(within(region).getByText('Beli sekarang, bayar belakangan dengan PayLater.')).toBeInTheDocument());
      expect(await screen.findByText('Garansi distributor')).toBeInTheDocument();
      unmount();
    }
  });

  it('reads in English', async () => {
    serveStatus(() => envelope({ status: 'PENDING' }));
    renderRemote({ ...MEMBER, locale: 'en' });
    const region = await payLater();
    expect(await within(region).findByText('Your PayLater sign-up is being processed.')).toBeInTheDocument();
    expect(within(region).getByText('Limit up to Rp8.000.000 a month')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Learn about PayLater' })).toBeInTheDocument();
  });
});
