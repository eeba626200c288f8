// Spec §8 Others, Map failed to load: the pin step is its own chunk; when it cannot be loaded the
// picker says the map failed to load, and its retry loads it. The chunk's failure is the one thing
// not done at the network here: jsdom loads no chunks, so the module load fails instead. Against the
// backend simulator (mounted in MSW): the shoes' page for a shopper at Senayan without a pin, whose
// shipping call a session fault answers CUSTOMER_GEO_LOCATION_REQUIRED.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { PIN_NEEDED, SENAYAN, SHOES, shippingNeedsPin, storeLocation } from './address.test-page';

let mockChunkFailures = 0;
jest.mock('./components/pin-step', () => {
  if (mockChunkFailures > 0) {
    mockChunkFailures -= 1;
    throw new Error('Loading chunk pin-step failed.');
  }
  return jest.requireActual('./components/pin-step');
});

sectionsInView(['shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);

it('says the map failed to load, and its retry brings the pin step', async () => {
  mockChunkFailures = 1;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  storeLocation({ source: 'picker', location: SENAYAN });
  await shippingNeedsPin(backend);
  const view = renderRemote({ path: SHOES });
  await userEvent.click(await screen.findByRole('button', { name: 'Atur titik lokasi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Atur titik lokasi' });

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Peta gagal dimuat.');
  expect(screen.getByText(PIN_NEEDED)).toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

  expect(await within(dialog).findByRole('button', { name: 'Gunakan lokasi saat ini' })).toBeInTheDocument();
  expect(within(dialog).queryByText('Peta gagal dimuat.')).not.toBeInTheDocument();
  expect(view.props.reportError).not.toHaveBeenCalled();
});
