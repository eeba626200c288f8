// The grocery page after a server-rendered load: the remote's own server render (the one the host's
// server calls), then hydration through the lifecycles. The server renders for nobody, so a
// signed-in shopper's page must still hydrate in place, not be destroyed and mounted afresh.
import { screen } from '@testing-library/react';
import { createServerModule } from '@pdp/pdp-remote/server';
import { BERAS_PATH, BUDI } from '../__tests__/factories';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mountGrocery } from '../__tests__';
import { groceryDefinition } from './grocery-definition';

groceryPageTests();

// The server render streams through Node's scheduler, which jsdom does not have.
const timers = globalThis as { setImmediate?: (callback: () => void) => unknown };
timers.setImmediate ??= (callback) => setTimeout(callback, 0);

beforeEach(() =>
  groceryBackend.use(
    http.get(`${GROCERY_BACKEND}/content/seo`, () => envelope({ description: 'Beras pulen.', keywords: [] })),
    http.get(`${GROCERY_BACKEND}/seo/custom-urls`, () => envelope({ url: BERAS_PATH, customUrl: null })),
  ),
);

async function serverRendered() {
  const result = await createServerModule(groceryDefinition).renderPage({
    path: BERAS_PATH,
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
    ['a signed-in shopper', BUDI],
  ])('keeps the server’s nodes for %s', async (_who, user) => {
    const { domElement, state, serverHeading } = await serverRendered();
    expect(serverHeading).toHaveTextContent('Beras Pandan Wangi');
    const warn = jest.spyOn(console, 'warn');
    await mountGrocery({ domElement, user, hydration: { state } });

    await screen.findByRole('button', { name: 'Gunakan lokasi saat ini' });
    expect(screen.getByRole('heading', { level: 1 })).toBe(serverHeading);
    expect(warn).not.toHaveBeenCalledWith('[pdp] hydration-failed', expect.anything());
    warn.mockRestore();
  });
});
