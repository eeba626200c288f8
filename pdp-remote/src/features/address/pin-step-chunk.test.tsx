// Spec §8 Others, Map failed to load: the pin step is its own chunk; when it cannot be loaded the
// picker says the map failed to load, and its retry loads it. The chunk's failure is the one thing
// not done at the network here: jsdom loads no chunks, so the module load fails instead.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startBackendMock } from '@pdp/test-kit/backend-mock';
import { JAKARTA, STORAGE_KEY, renderPage, serveShipping } from './address.test-backend';

let mockChunkFailures = 0;
jest.mock('./components/pin-step', () => {
  if (mockChunkFailures > 0) {
    mockChunkFailures -= 1;
    throw new Error('Loading chunk pin-step failed.');
  }
  return jest.requireActual('./components/pin-step');
});

startBackendMock();

it('says the map failed to load, and its retry brings the pin step', async () => {
  mockChunkFailures = 1;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ source: 'picker', location: JAKARTA }));
  serveShipping({ pinRequired: true });
  const view = renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Atur titik lokasi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Atur titik lokasi' });

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Peta gagal dimuat.');
  expect(screen.getByText('Atur titik lokasi (pin) alamatmu dulu untuk melihat opsi pengiriman ini.')).toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

  expect(await within(dialog).findByRole('button', { name: 'Gunakan lokasi saat ini' })).toBeInTheDocument();
  expect(within(dialog).queryByText('Peta gagal dimuat.')).not.toBeInTheDocument();
  expect(view.props.reportError).not.toHaveBeenCalled();
});
