// The service section as a shopper reads it (spec §2, §8): the USPs explained, the warranty and every
// warranty type, the return policy with its reasons and methods in the shopper's language, left out when
// it fails; and pay-later: the general line and the introduction page for everyone, a member's status
// for a member. It runs on the backend simulator (mounted in MSW), on the running shoes
// (sepatu-lari-aero-run.json: cash on delivery and free returns, a distributor's 6-month warranty, 15
// days of free returns); the file's catalogue gives their return methods one the page has no words for,
// and two more members, whose pay-later is pending and suspended (Sari's is active, Budi has none).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { catalogueCopy, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI, SARI } from '../../__tests__/members';
import { SHOES } from '../../__tests__/products';

const DEWI = { id: 'user-dewi', name: 'Dewi Lestari', email: 'dewi@contoh.id' };
const EKO = { id: 'user-eko', name: 'Eko Prasetyo', email: 'eko@contoh.id' };

sectionsInView(['service']);
const backend = startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () =>
    catalogueCopy((files) => {
      const shoes = files.get('products/sepatu-lari-aero-run.json') as { returnPolicy: object };
      files.set('products/sepatu-lari-aero-run.json', { ...shoes, returnPolicy: { ...shoes.returnPolicy, methods: ['PICKUP', 'UNKNOWN_METHOD'] } });
      files.set('accounts.json', [
        ...(files.get('accounts.json') as object[]),
        { ...DEWI, password: 'demo123', payLater: 'PENDING' },
        { ...EKO, password: 'demo123', payLater: 'SUSPENDED' },
      ]);
    }),
});

const PAY_LATER_CALL = /^\/backend\/wallet\/paylater$/;

beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});

describe('the service section', () => {
  it('explains a USP in the USP info modal', async () => {
    renderRemote({ path: SHOES });
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar di tempat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keunggulan produk' });
    expect(within(dialog).getByText('Bayar saat pesanan tiba di alamatmu.')).toBeInTheDocument();
    expect(within(dialog).getByText('Gratis retur')).toBeInTheDocument();
  });

  it('shows the warranty and explains every warranty type, marking this one', async () => {
    renderRemote({ path: SHOES });
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
    const view = renderRemote({ path: SHOES });
    expect(await screen.findByText('Gratis retur 15 hari')).toBeInTheDocument();
    expect(screen.getByText('Berlaku untuk: produk rusak, produk tidak sesuai, ukuran tidak cocok, berubah pikiran')).toBeInTheDocument();
    expect(await screen.findByText('Dijemput kurir di alamatmu')).toBeInTheDocument();
    expect(screen.getByText('UNKNOWN_METHOD')).toBeInTheDocument();
    view.rerenderWith({ locale: 'en' });
    expect(await screen.findByText('Picked up by a courier at your address')).toBeInTheDocument();
    expect(await screen.findByText('Free returns within 15 days')).toBeInTheDocument();
  });

  it('leaves the policy out when its call fails, keeping the rest', async () => {
    await backend.session.fault('/backend/return/sku-items/*/return-policy', 'status=500', { method: 'GET' });
    const policies = backend.answersTo(/^\/backend\/return\/sku-items\/[^/]+\/return-policy$/);
    renderRemote({ path: SHOES });
    expect(await screen.findByRole('button', { name: 'Bayar di tempat' })).toBeInTheDocument();
    await waitFor(() => expect(policies()).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByText(/Gratis retur \d+ hari/)).not.toBeInTheDocument());
  });
});

describe('pay-later', () => {
  const payLater = () => screen.findByRole('region', { name: 'PayLater' });
  const statusCalls = () => backend.sent('GET', PAY_LATER_CALL);
  /** The shoes' page for `member`, their session signed in. */
  const renderFor = async (member: typeof SARI, overrides: Parameters<typeof renderRemote>[0] = {}) => {
    await backend.session.signIn(member.email);
    return renderRemote({ path: SHOES, user: member, ...overrides });
  };

  it('shows the limit and links to the introduction page, asking nothing for an anonymous shopper', async () => {
    const { props } = renderRemote({ path: SHOES });
    const region = await payLater();
    expect(within(region).getByText('Limit hingga Rp8.000.000 per bulan')).toBeInTheDocument();
    expect(within(region).getByText('Beli sekarang, bayar belakangan dengan PayLater.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('link', { name: 'Pelajari PayLater' }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/member/pay-later' }));
    expect(statusCalls()).toEqual([]);
  });

  it.each([
    ['ACTIVE', SARI, 'PayLater kamu aktif. Pilih PayLater saat checkout.'],
    ['NOT_REGISTERED', BUDI, 'Kamu belum punya PayLater. Daftar dulu untuk bayar belakangan.'],
    ['PENDING', DEWI, 'Pendaftaran PayLater kamu sedang diproses.'],
    ['SUSPENDED', EKO, 'PayLater kamu sedang tidak bisa dipakai.'],
  ])('tells a member whose status is %s where they stand', async (_status, member, text) => {
    await renderFor(member);
    expect(await within(await payLater()).findByText(text)).toBeInTheDocument();
    expect(statusCalls()).toHaveLength(1);
  });

  it.each([
    ['fails', () => backend.session.fault('/backend/wallet/paylater', 'status=503', { method: 'GET' })],
    [
      'is not one it knows',
      // A status the contract does not have is no account the simulator's catalogue can hold.
      async () => backend.server.use(http.get(`${TEST_BACKEND}/wallet/paylater`, () => envelope({ status: 'PLATINUM' }))),
    ],
  ])('keeps the general line when the status %s, and the rest of the section works', async (_, arrange) => {
    await arrange();
    const answers = backend.answersTo(PAY_LATER_CALL);
    await renderFor(SARI);
    const region = await payLater();
    await waitFor(() => expect(answers()).toBe(1));
    await waitFor(() => expect(within(region).getByText('Beli sekarang, bayar belakangan dengan PayLater.')).toBeInTheDocument());
    expect(await screen.findByText('Garansi distributor')).toBeInTheDocument();
    expect(within(region).queryByText('PayLater kamu aktif. Pilih PayLater saat checkout.')).not.toBeInTheDocument();
  });

  it('reads in English', async () => {
    await renderFor(DEWI, { locale: 'en' });
    const region = await payLater();
    expect(await within(region).findByText('Your PayLater sign-up is being processed.')).toBeInTheDocument();
    expect(within(region).getByText('Limit up to Rp8.000.000 a month')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Learn about PayLater' })).toBeInTheDocument();
  });
});
