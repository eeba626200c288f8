// The pin step on an English page: the address part's English (its own chunk) and the map failures in
// English. A file of its own: it needs a page whose parts were never shown in Indonesian before.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startBackendMock } from '@pdp/test-kit/backend-mock';
import { mockGeolocation } from '@pdp/test-kit/geolocation-mock';
import { JAKARTA, STORAGE_KEY, renderPage, serveShipping } from './address.test-backend';

startBackendMock();

beforeEach(() => window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ source: 'picker', location: JAKARTA })));

it('speaks English on an English page', async () => {
  serveShipping({ pinRequired: true });
  mockGeolocation({ errorCode: 1 });
  renderPage({ locale: 'en' });
  await userEvent.click(await screen.findByRole('button', { name: 'Set a location pin' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set a location pin' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Use my current location' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Location permission is off. Allow location in your browser to use your current location.',
  );
  expect(within(dialog).getByLabelText('Latitude')).toBeInTheDocument();
});
