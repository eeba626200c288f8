// The pin step on an English page: the address part's English (its own chunk) and the map failures in
// English. A file of its own: it needs a page whose parts were never shown in Indonesian before.
// Against the backend simulator (mounted in MSW): the shoes' page for a shopper at Senayan without a
// pin, whose shipping call a session fault answers CUSTOMER_GEO_LOCATION_REQUIRED.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { mockGeolocation } from '@pdp/test-kit/geolocation-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { SENAYAN, SHOES, shippingNeedsPin, storeLocation } from './address.test-page';

sectionsInView(['shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);

it('speaks English on an English page', async () => {
  storeLocation({ source: 'picker', location: SENAYAN });
  await shippingNeedsPin(backend);
  mockGeolocation({ errorCode: 1 });
  renderRemote({ path: SHOES, locale: 'en' });
  await userEvent.click(await screen.findByRole('button', { name: 'Set a location pin' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set a location pin' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Use my current location' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Location permission is off. Allow location in your browser to use your current location.',
  );
  expect(within(dialog).getByLabelText('Latitude')).toBeInTheDocument();
});
