// The grocery page after a server-rendered load: the remote's own server render (the one the host's
// server calls), then hydration through the lifecycles. The server renders for nobody, so a
// signed-in shopper's page must still hydrate in place, not be destroyed and mounted afresh. The
// backend is the simulator (mounted in MSW) on the rice (beras.json), its SEO text and custom URL the
// simulator's; the signed-in shopper is Sari, her session signed in.
import { screen } from '@testing-library/react';
import { createServerModule } from '@pdp/pdp-remote/server';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { BERAS, BERAS_NAME, SARI } from '../__tests__/grocery-products';
import { GROCERY_BACKEND, grocerySimulatorTests, mountGrocery } from '../__tests__';
import { groceryDefinition } from './grocery-definition';

// The first screen and the shipping section (where the shopper gives a location) are what matter.
sectionsInView(['shipping']);
const backend = grocerySimulatorTests();

// The server render streams through Node's scheduler, which jsdom does not have.
const timers = globalThis as { setImmediate?: (callback: () => void) => unknown };
timers.setImmediate ??= (callback) => setTimeout(callback, 0);

async function serverRendered() {
  const result = await createServerModule(groceryDefinition).renderPage({
    path: BERAS,
    vendor: 'GROCERY',
    locale: 'id',
    brand: 'Pasarku',
    backendBaseUrl: GROCERY_BACKEND,
    origin: 'https://shop.example',
  });
  expect(result.status).toBe(200);
  const domElement = document.body.appendChild(document.createElement('div'));
  domElement.innerHTML = result.html;
  return { domElement, state: result.state, serverHeading: domElement.querySelector('h1') };
}

describe('hydrating the server-rendered grocery page', () => {
  it.each([
    ['an anonymous shopper', null],
    ['a signed-in shopper', SARI],
  ])('keeps the server’s nodes for %s', async (_who, user) => {
    if (user) await backend.session.signIn(user.email);
    const { domElement, state, serverHeading } = await serverRendered();
    expect(serverHeading).toHaveTextContent(BERAS_NAME);
    const warn = jest.spyOn(console, 'warn');
    await mountGrocery({ domElement, user, hydration: { state } });

    await screen.findByRole('button', { name: 'Gunakan lokasi saat ini' });
    expect(screen.getByRole('heading', { level: 1 })).toBe(serverHeading);
    expect(warn).not.toHaveBeenCalledWith('[pdp] hydration-failed', expect.anything());
    warn.mockRestore();
  });
});
