// Hydration through the exposed lifecycles, as after a server-rendered load: the server's markup is
// kept and made to work; when it does not match, the page is destroyed and mounted afresh.
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import { createMountStore } from './mount-store';
import { preloadPage, serverSeed } from '../page/page-preload';
import { RemoteRoot } from './remote-root';
import { awaitingHydrationAtom } from '../../shared/ssr/use-hydrated';
import { aCampaign, aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { mountProps, retailDefinition } from '../../__tests__/render-remote';

startBackendMock();
beforeEach(() => backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary()))));

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

/** What the server would have sent for the product (`summary`): its markup and its seed. */
async function serverMarkup(summary = aSummary()) {
  backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(summary)));
  const props = mountProps();
  const store = createMountStore(TEST_BACKEND);
  await preloadPage(store, 'ps--SPL-1');
  // As the server's render does (server-render.tsx): for nobody.
  store.set(awaitingHydrationAtom, true);
  const cache = createCache({ key: retailDefinition.cacheKey });
  const html = renderToString(<RemoteRoot definition={retailDefinition} store={store} cache={cache} {...props} />);
  props.domElement.remove();
  return { html, state: serverSeed('ps--SPL-1', summary) };
}

/** Mounts the remote over server markup as the host does after a server-rendered load; the server's heading is kept to compare. */
async function mountOver(html: string, overrides: Parameters<typeof mountProps>[0]) {
  const domElement = document.body.appendChild(document.createElement('div'));
  domElement.innerHTML = html;
  const serverHeading = domElement.querySelector('h1');
  const lifecycles = createRemoteLifecycles(retailDefinition);
  const props = mountProps({ ...overrides, domElement });
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return { serverHeading, unmount: () => lifecycles.unmount(props) };
}

describe('mounting over server markup', () => {
  it('hydrates in place: the server nodes stay and respond, with no extra summary call after the one it needs', async () => {
    const { html, state } = await serverMarkup();
    let summaryCalls = 0;
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => {
        summaryCalls += 1;
        return envelope(aSummary());
      }),
    );
    const warn = jest.spyOn(console, 'warn');
    const { serverHeading, unmount } = await mountOver(html, { name: 'hydrate-ok', hydration: { state } });

    expect(screen.getByRole('heading', { level: 1 })).toBe(serverHeading);
    expect(summaryCalls).toBe(1);
    expect(warn).not.toHaveBeenCalledWith('[pdp] hydration-failed', expect.anything());
    await unmount();
    warn.mockRestore();
  });

  it('hydrates in place for a shopper told about the item, then shows it as notified (the server renders for nobody)', async () => {
    const outOfStock = aSummary({ tags: ['OOS'], stock: 0 });
    const { html, state } = await serverMarkup(outOfStock);
    backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope({ ...outOfStock, tags: ['OOS', 'NOTIFIED'] })));
    const warn = jest.spyOn(console, 'warn');
    const { serverHeading, unmount } = await mountOver(html, { name: 'hydrate-notified', hydration: { state }, user: { id: 'user-sari', name: 'Sari' } });

    expect(await screen.findByText('Kami akan mengabarimu saat stok tersedia lagi.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBe(serverHeading);
    expect(warn).not.toHaveBeenCalledWith('[pdp] hydration-failed', expect.anything());
    await unmount();
    warn.mockRestore();
  });

  it('hydrates a campaign banner without its countdown (the server shows no time), which follows right after', async () => {
    const withCampaign = aSummary({ details: { campaignInfo: aCampaign(), usps: [], warranty: null, cheapestPrice: null, maxQuantity: 10 } });
    const { html, state } = await serverMarkup(withCampaign);
    expect(html).toContain('Flash Sale');
    expect(html).not.toContain('role="timer"');
    const warn = jest.spyOn(console, 'warn');
    const { serverHeading, unmount } = await mountOver(html, { name: 'hydrate-campaign', hydration: { state } });

    // The mock's date header says 03:00:00 GMT: an hour of the sale is left.
    expect((await screen.findByRole('timer')).textContent).toMatch(/^Berakhir dalam 0(1:00:00|0:59:5\d)$/);
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
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: aSummary().name })).toBeInTheDocument());
    expect(screen.queryByText('Nama lama')).not.toBeInTheDocument();
    await unmount();
    warn.mockRestore();
  });

  it('renders afresh when the seed is for another product than the path', async () => {
    const { html } = await serverMarkup();
    const { serverHeading, unmount } = await mountOver(html, { name: 'hydrate-other', hydration: { state: serverSeed('ps--OTHER-1', aSummary()) } });

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).not.toBe(serverHeading));
    await unmount();
  });
});
