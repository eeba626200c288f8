// Hydrating markup whose server render showed a message @formatjs/intl formatted (decision 0079): the
// browser, which loads @formatjs/intl only when a message needs it, loads it before it hydrates, so
// the first render says what the server said and the server's nodes are kept. The server and the
// browser each take modules of their own, as they do: the browser's have not loaded @formatjs/intl.
// The backend is the simulator (mounted in MSW); the product, the running shoes (sepatu-lari-aero-run.json).
import type * as TestingLibrary from '@testing-library/react';
import type * as ReactDomServer from 'react-dom/server';
import type EmotionCacheModule from '@emotion/cache';
import type * as I18n from '../../shared/i18n/i18n-provider';
import type * as Catalogues from '../../shared/i18n/pdp-catalogues';
import type * as Root from './remote-root';
import type * as Store from './mount-store';
import type * as Preload from '../page/page-preload';
import type * as Lifecycles from './create-remote-lifecycles';
import type * as Hydrated from '../../shared/ssr/use-hydrated';
import type * as Jotai from 'jotai';
import type * as SummaryAtoms from '../../features/product-summary/state/product-summary-atoms';
import { retailBagAtom } from '../../shared/cart/retail-bag';
import { mountProps as mountPropsFor } from '@pdp/test-kit/mount-props';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { SHOES } from '../../__tests__/products';

const backend = startSimulatorBackend(TEST_BACKEND);
const SHOES_ID = 'ps--SPL-60001';
const mountProps = (overrides: Parameters<typeof mountPropsFor>[1] = {}) => mountPropsFor(TEST_BACKEND, { path: SHOES, ...overrides });

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

/** A page of one message that needs ICU, made of the given modules. */
function definitionOf(i18n: typeof I18n, catalogues: typeof Catalogues): Root.RemoteDefinition {
  function Reviews() {
    const { t } = i18n.useTranslator<'test.reviews'>();
    return <p>{t('test.reviews', { count: 2 })}</p>;
  }
  const { pdpCatalogues } = catalogues;
  return {
    cacheKey: 'pdp-test',
    catalogues: { ...pdpCatalogues, id: { ...pdpCatalogues.id, 'test.reviews': '{count, plural, other {# ulasan}}' } },
    App: Reviews,
    bag: retailBagAtom,
  };
}

/** The server's render of that page, in modules of its own: its markup and its seed. */
async function serverMarkup() {
  jest.resetModules();
  const i18n = jest.requireActual<typeof I18n>('../../shared/i18n/i18n-provider');
  const { renderToString } = jest.requireActual<typeof ReactDomServer>('react-dom/server');
  const createCache = jest.requireActual<{ default: typeof EmotionCacheModule }>('@emotion/cache').default;
  const { RemoteRoot } = jest.requireActual<typeof Root>('./remote-root');
  const { createMountStore } = jest.requireActual<typeof Store>('./mount-store');
  const { preloadPage, serverSeed } = jest.requireActual<typeof Preload>('../page/page-preload');
  const definition = definitionOf(i18n, jest.requireActual<typeof Catalogues>('../../shared/i18n/pdp-catalogues'));
  await i18n.loadFormatjs();
  const store = createMountStore(TEST_BACKEND);
  const { summary } = await preloadPage(store, SHOES_ID);
  if (!summary) throw new Error(`the simulator has no summary of ${SHOES_ID}`);
  let usedFormatjs = false;
  const props = mountProps();
  const html = renderToString(
    <RemoteRoot
      definition={definition}
      store={store}
      cache={createCache({ key: definition.cacheKey })}
      onFormatjsUse={() => {
        usedFormatjs = true;
      }}
      {...props}
    />,
  );
  props.domElement.remove();
  return { html, state: serverSeed(SHOES_ID, summary, usedFormatjs) };
}

/** The browser's modules, @formatjs/intl not loaded. */
function browserModules() {
  jest.resetModules();
  return {
    library: jest.requireActual<typeof TestingLibrary>('@testing-library/react/pure'),
    lifecycles: jest.requireActual<typeof Lifecycles>('./create-remote-lifecycles'),
    i18n: jest.requireActual<typeof I18n>('../../shared/i18n/i18n-provider'),
    catalogues: jest.requireActual<typeof Catalogues>('../../shared/i18n/pdp-catalogues'),
  };
}

it('loads @formatjs/intl before hydrating markup that needed it, and keeps the server’s nodes', async () => {
  const { html, state } = await serverMarkup();
  expect(state).toMatchObject({ formatjs: true });
  const { library, lifecycles, i18n, catalogues } = browserModules();
  const domElement = document.body.appendChild(document.createElement('div'));
  domElement.innerHTML = html;
  const serverParagraph = domElement.querySelector('p');
  expect(serverParagraph?.textContent).toBe('2 ulasan');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const remote = lifecycles.createRemoteLifecycles(definitionOf(i18n, catalogues));
  const props = mountProps({ domElement, name: 'hydrate-formatjs', hydration: { state } });

  await remote.bootstrap(props);
  await remote.mount(props);
  // The mount ends once React has committed the hydration (a failed one is reported in that commit).

  expect(warn).not.toHaveBeenCalledWith('[pdp] hydration-failed', expect.anything());
  expect(domElement.querySelector('p')).toBe(serverParagraph);
  expect(library.screen.getByText('2 ulasan')).toBe(serverParagraph);
  await remote.unmount(props);
  domElement.remove();
  warn.mockRestore();
  library.cleanup();
});

it('renders afresh for the shopper when @formatjs/intl cannot load, even as the preload it started lands after', async () => {
  const { html, state } = await serverMarkup();
  expect(state).toMatchObject({ formatjs: true });
  // The browser's modules, offline for @formatjs/intl: its import fails, so the mount renders afresh.
  jest.resetModules();
  jest.doMock('@formatjs/intl', () => {
    throw new Error('offline');
  });
  const library = jest.requireActual<typeof TestingLibrary>('@testing-library/react/pure');
  const lifecycles = jest.requireActual<typeof Lifecycles>('./create-remote-lifecycles');
  const { useHydrated } = jest.requireActual<typeof Hydrated>('../../shared/ssr/use-hydrated');
  const { useAtomValue } = jest.requireActual<typeof Jotai>('jotai');
  const { summaryStateAtom } = jest.requireActual<typeof SummaryAtoms>('../../features/product-summary/state/product-summary-atoms');
  const definition: Root.RemoteDefinition = {
    ...definitionOf(
      jest.requireActual<typeof I18n>('../../shared/i18n/i18n-provider'),
      jest.requireActual<typeof Catalogues>('../../shared/i18n/pdp-catalogues'),
    ),
    // The shopper's part, and the product's name once the summary the mount's preload asked for has landed.
    App: function ShopperPart() {
      const { summary } = useAtomValue(summaryStateAtom);
      return (
        <>
          <p>{useHydrated() ? 'untuk pembeli' : 'untuk siapa pun'}</p>
          {summary && <h1>{summary.name}</h1>}
        </>
      );
    },
  };
  // The summary the mount's preload asks for lands after the fresh render has been committed.
  await backend.session.fault('/backend/product-detail/products/*/_summary', 'latency=100', { method: 'GET', times: 1 });
  const domElement = document.body.appendChild(document.createElement('div'));
  domElement.innerHTML = html;
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const remote = lifecycles.createRemoteLifecycles(definition);
  const props = mountProps({ domElement, name: 'hydrate-formatjs-offline', hydration: { state } });

  await remote.bootstrap(props);
  await remote.mount(props);
  expect(await library.screen.findByText('untuk pembeli')).toBeInTheDocument();
  // The summary has landed and the page shows it: not a page awaiting hydration, what is the shopper's own stays shown.
  expect(await library.screen.findByRole('heading', { name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
  expect(library.screen.getByText('untuk pembeli')).toBeInTheDocument();
  expect(library.screen.queryByText('untuk siapa pun')).not.toBeInTheDocument();
  await remote.unmount(props);
  domElement.remove();
  error.mockRestore();
  library.cleanup();
  jest.dontMock('@formatjs/intl');
});
