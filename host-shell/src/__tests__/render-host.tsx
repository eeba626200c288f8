// Renders the whole host (context, messages, routes) at a path, with an in-memory router, and a
// handle on it: where it is, how it got there, and a way to go elsewhere as a link would.
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type NavigateFunction, type NavigationType } from 'react-router';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import type { Locale } from '@pdp/host-contract/locale';
import { App } from '../app/app';
import { HostRoutes } from '../app/router';
import type { ServerPage } from '../shared/host-context';
import { TEST_BACKEND, TEST_ORIGIN } from './backend-mock';

const testConfig: RuntimeConfig = {
  brand: 'Pasarku',
  backendBaseUrl: TEST_BACKEND,
  remotes: {
    retail: { manifestUrl: `${TEST_ORIGIN}/retail/mf-manifest.json` },
    grocery: { manifestUrl: `${TEST_ORIGIN}/grocery/mf-manifest.json` },
  },
};

interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  /** A path, as a link would; or a number of entries, as Back (-1) and Forward (1) would. */
  navigate(to: string | number): Promise<void>;
}

function RouterProbe({ into }: { into: { state: TestRouter['state'] | null; navigate: NavigateFunction | null } }) {
  into.state = { location: useLocation(), historyAction: useNavigationType() };
  into.navigate = useNavigate();
  return null;
}

/**
 * @param serverPage what the server rendered for the first path (its markup is not put in the page)
 * @param config what this page view's run-time configuration changes from `testConfig`
 */
export function renderHost(path: string, { locale = 'id' as Locale, serverPage = null as ServerPage | null, config = {} as Partial<RuntimeConfig> } = {}) {
  const probe: { state: TestRouter['state'] | null; navigate: NavigateFunction | null } = { state: null, navigate: null };
  const router: TestRouter = {
    get state() {
      if (!probe.state) throw new Error('the host has not rendered');
      return probe.state;
    },
    navigate: async (to) => {
      if (typeof to === 'number') await probe.navigate?.(to);
      else await probe.navigate?.(to);
    },
  };
  const onLocaleChange = jest.fn();
  const view = render(
    // A page view of its own: what the host learnt in another (the remotes' manifests) is not carried over.
    <App config={{ ...testConfig, ...config }} initialLocale={locale} onLocaleChange={onLocaleChange} serverPage={serverPage}>
      <MemoryRouter initialEntries={[path]}>
        <HostRoutes />
        <RouterProbe into={probe} />
      </MemoryRouter>
    </App>,
  );
  return { ...view, router, onLocaleChange };
}
