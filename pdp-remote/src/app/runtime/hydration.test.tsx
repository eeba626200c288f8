// Hydration through the exposed lifecycles, as after a server-rendered load: the server's markup is
// kept and made to work; when it does not match, the page is destroyed and mounted afresh. The backend
// is the simulator (mounted in MSW): the running shoes (sepatu-lari-aero-run.json, on a flash sale)
// and the sold-out blender (blender.json).
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import { createMountStore } from './mount-store';
import { preloadPage, serverSeed } from '../page/page-preload';
import { RemoteRoot } from './remote-root';
import { awaitingHydrationAtom } from '../../shared/ssr/use-hydrated';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { mountProps, retailDefinition } from '../../__tests__/render-remote';
import { SHOES } from '../../__tests__/products';
import { SARI } from '../../__tests__/members';

const backend = startSimulatorBackend(TEST_BACKEND);

const SHOES_ID = 'ps--SPL-60001';
const SHOES_NAME = 'Sepatu Lari Pria Aero Run 2';
const BLENDER = '/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004';
const SUMMARY = /^\/backend\/product-detail\/products\/[^/]+\/_summary$/;

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

/** What the server would have sent for the product of `path` (its id `productId`): its markup, its seed and the summary it showed. */
async function serverMarkup(path = SHOES, productId = SHOES_ID) {
  const props = mountProps({ path });
  const store = createMountStore(TEST_BACKEND);
  const { summary } = await preloadPage(store, productId);
  if (!summary) throw new Error(`the simulator has no summary of ${productId}`);
  // As the server's render does (server-render.tsx): for nobody.
  store.set(awaitingHydrationAtom, true);
  const cache = createCache({ key: retailDefinition.cacheKey });
  const html = renderToString(<RemoteRoot definition={retailDefinition} store={store} cache={cache} {...props} />);
  props.domElement.remove();
  return { html, state: serverSeed(productId, summary), summary };
}

/** Mounts the remote over server markup as the host does after a server-rendered load; the server's heading is kept to compare. */
async function mountOver(html: string, overrides: Parameters<typeof mountProps>[0]) {
  const domElement = document.body.appendChild(document.createElement('div'));
  domElement.innerHTML = html;
  const serverHeading = domElement.querySelector('h1');
  const lifecycles = createRemoteLifecycles(retailDefinition);
  const props = mountProps({ path: SHOES, ...overrides, domElement });
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return { serverHeading, unmount: () => lifecycles.unmount(props) };
}

describe('mounting over server markup', () => {
  it('hydrates in place: the server nodes stay and respond, with no extra summary call after the one it needs', async () => {
    const { html, state } = await serverMarkup();
    const serverCalls = backend.sent('GET', SUMMARY).length;
    const warn = jest.spyOn(console, 'warn');
    const { serverHeading, unmount } = await mountOver(html, { name: 'hydrate-ok', hydration: { state } });

    expect(screen.getByRole('heading', { level: 1 })).toBe(serverHeading);
    expect(backend.sent('GET', SUMMARY).length - serverCalls).toBe(1);
    expect(warn).not.toHaveBeenCalledWith('[pdp] hydration-failed', expect.anything());
    await unmount();
    warn.mockRestore();
  });

  it('hydrates in place for a shopper told about the item, then shows it as notified (the server renders for nobody)', async () => {
    const { html, state } = await serverMarkup(BLENDER, 'ps--BLD-60004');
    expect(html).not.toContain('Kami akan mengabarimu saat stok tersedia lagi.');
    // Sari asked, in another tab, to be told when the blender is back: its summary says so from now on.
    await backend.session.signIn(SARI.email);
    await fetch(`${TEST_BACKEND}/product/products/BLD-60004-00001/_notify-me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SARI.email }),
    });
    const warn = jest.spyOn(console, 'warn');
    const { serverHeading, unmount } = await mountOver(html, {
      name: 'hydrate-notified',
      path: BLENDER,
      hydration: { state },
      user: { id: SARI.id, name: SARI.name },
    });

    expect(await screen.findByText('Kami akan mengabarimu saat stok tersedia lagi.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBe(serverHeading);
    expect(warn).not.toHaveBeenCalledWith('[pdp] hydration-failed', expect.anything());
    await unmount();
    warn.mockRestore();
  });

  it('hydrates a campaign banner without its countdown (the server shows no time), which follows right after', async () => {
    // The session's clock (the answers' date header) at 03:00: the shoes' flash sale ends at 05:00.
    await backend.session.clock('2026-11-22T03:00:00.000Z');
    const { html, state } = await serverMarkup();
    expect(html).toContain('Flash Sale Lari Pagi');
    expect(html).not.toContain('role="timer"');
    const warn = jest.spyOn(console, 'warn');
    const { serverHeading, unmount } = await mountOver(html, { name: 'hydrate-campaign', hydration: { state } });

    // The server's clock says 03:00:00: two hours of the sale are left.
    expect((await screen.findByRole('timer')).textContent).toMatch(/^Berakhir dalam 0(2:00:00|1:59:5\d)$/);
    expect(screen.getByRole('heading', { level: 1 })).toBe(serverHeading);
    expect(warn).not.toHaveBeenCalledWith('[pdp] hydration-failed', expect.anything());
    await unmount();
    warn.mockRestore();
  });

  it('destroys the page and mounts it again without hydration when the markup does not match', async () => {
    const { html, state } = await serverMarkup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A server build of another shape: its heading is a paragraph.
    const { unmount } = await mountOver(html.replace(/<h1([^>]*)>([^<]*)<\/h1>/, '<p$1>Nama lama</p>'), { name: 'hydrate-fail', hydration: { state } });

    await waitFor(() => expect(warn).toHaveBeenCalledWith('[pdp] hydration-failed', expect.objectContaining({ remote: 'pdp-test' })));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: SHOES_NAME })).toBeInTheDocument());
    expect(screen.queryByText('Nama lama')).not.toBeInTheDocument();
    await unmount();
    warn.mockRestore();
  });

  it('renders afresh when the seed is for another product than the path', async () => {
    const { html, summary } = await serverMarkup();
    const { serverHeading, unmount } = await mountOver(html, { name: 'hydrate-other', hydration: { state: serverSeed('ps--KAO-60002', summary) } });

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).not.toBe(serverHeading));
    await unmount();
  });
});
