import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startHostBackend } from '../../__tests__/backend-mock';
import { renderHost } from '../../__tests__/render-host';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

const backend = startHostBackend();

describe('/login', () => {
  it('signs in with a demo account and returns to where the shopper was', async () => {
    const { router } = renderHost('/login?returnTo=%2Fp%2Fsepatu%2Fps--SPL-1%3Fqty%3D2');

    await userEvent.click(await screen.findByRole('button', { name: 'Pakai akun Budi Santoso' }));
    expect(screen.getByLabelText('Email')).toHaveValue('budi@contoh.id');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/p/sepatu/ps--SPL-1'));
    expect(router.state.location.search).toBe('?qty=2');
    expect(backend.sent('POST', /\/member\/_login$/).map((call) => call.body)).toEqual([{ email: 'budi@contoh.id', password: 'demo123' }]);
    expect(await screen.findByText('Hai, Budi Santoso')).toBeInTheDocument();
  });

  it('says so when the password is wrong, keeping what was typed', async () => {
    renderHost('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'budi@contoh.id');
    await userEvent.type(screen.getByLabelText('Kata sandi'), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau kata sandi salah.');
    expect(screen.getByLabelText('Email')).toHaveValue('budi@contoh.id');
  });

  it('tells a failed call apart from a rejected login', async () => {
    await backend.session.fault('/backend/member/_login', 'status=503', { method: 'POST' });
    renderHost('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'budi@contoh.id');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal masuk. Periksa koneksi kamu lalu coba lagi.');
  });

  it('never returns to another site', async () => {
    const { router } = renderHost('/login?returnTo=%2F%2Fevil.test%2Fx');
    await userEvent.type(screen.getByLabelText('Email'), 'budi@contoh.id');
    await userEvent.type(screen.getByLabelText('Kata sandi'), 'demo123');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Hai, Budi Santoso')).toBeInTheDocument();
  });

  it('signs out from the header', async () => {
    await backend.session.signIn('budi@contoh.id');
    renderHost('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Keluar' }));
    expect(await screen.findByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login?returnTo=%2Fcart');
    expect(backend.sent('POST', /\/member\/_logout$/)).toHaveLength(1);
  });
});
