import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../__tests__/backend-mock';
import { renderHost } from '../../__tests__/render-host';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

startBackendMock();

const budi = { id: 'user-budi', name: 'Budi Santoso', email: 'budi@contoh.id' };

describe('/login', () => {
  it('signs in with a demo account and returns to where the shopper was', async () => {
    let posted: unknown;
    backendServer.use(
      http.get(`${TEST_BACKEND}/member/demo-accounts`, () => envelope([{ name: 'Budi Santoso', email: 'budi@contoh.id', password: 'demo123' }])),
      http.post(`${TEST_BACKEND}/member/_login`, async ({ request }) => {
        posted = await request.json();
        return envelope(budi);
      }),
    );
    const { router } = renderHost('/login?returnTo=%2Fp%2Fsepatu%2Fps--SPL-1%3Fqty%3D2');

    await userEvent.click(await screen.findByRole('button', { name: 'Pakai akun Budi Santoso' }));
    expect(screen.getByLabelText('Email')).toHaveValue('budi@contoh.id');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/p/sepatu/ps--SPL-1'));
    expect(router.state.location.search).toBe('?qty=2');
    expect(posted).toEqual({ email: 'budi@contoh.id', password: 'demo123' });
    expect(await screen.findByText('Hai, Budi Santoso')).toBeInTheDocument();
  });

  it('says so when the password is wrong, keeping what was typed', async () => {
    backendServer.use(http.post(`${TEST_BACKEND}/member/_login`, () => envelope(null, { status: 401, code: 'INVALID_CREDENTIALS' })));
    renderHost('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'budi@contoh.id');
    await userEvent.type(screen.getByLabelText('Kata sandi'), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau kata sandi salah.');
    expect(screen.getByLabelText('Email')).toHaveValue('budi@contoh.id');
  });

  it('tells a failed call apart from a rejected login', async () => {
    backendServer.use(http.post(`${TEST_BACKEND}/member/_login`, () => envelope(null, { status: 503, code: 'SERVICE_UNAVAILABLE' })));
    renderHost('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'budi@contoh.id');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal masuk. Periksa koneksi kamu lalu coba lagi.');
  });

  it('never returns to another site', async () => {
    backendServer.use(http.post(`${TEST_BACKEND}/member/_login`, () => envelope(budi)));
    const { router } = renderHost('/login?returnTo=%2F%2Fevil.test%2Fx');
    await userEvent.type(screen.getByLabelText('Email'), 'budi@contoh.id');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('signs out from the header', async () => {
    backendServer.use(
      http.get(`${TEST_BACKEND}/member/current-user`, () => envelope(budi)),
      http.post(`${TEST_BACKEND}/member/_logout`, () => envelope(null)),
    );
    renderHost('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Keluar' }));
    expect(await screen.findByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login?returnTo=%2Fcart');
  });
});
