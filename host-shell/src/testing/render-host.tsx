// Renders the whole host (context, messages, routes) at a path, with an in-memory router.
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { Locale, RuntimeConfig } from '@pdp/shared-contracts';
import { App } from '../app/app';
import { hostRoutes } from '../app/router';
import { TEST_BACKEND, TEST_ORIGIN } from './backend-mock';

export const testConfig: RuntimeConfig = {
  brand: 'Pasarku',
  backendBaseUrl: TEST_BACKEND,
  remotes: {
    retail: { manifestUrl: `${TEST_ORIGIN}/retail/mf-manifest.json` },
    grocery: { manifestUrl: `${TEST_ORIGIN}/grocery/mf-manifest.json` },
  },
};

export function renderHost(path: string, { locale = 'id' as Locale } = {}) {
  const router = createMemoryRouter(hostRoutes(), { initialEntries: [path] });
  const onLocaleChange = jest.fn();
  const view = render(
    <App config={testConfig} initialLocale={locale} onLocaleChange={onLocaleChange}>
      <RouterProvider router={router} />
    </App>,
  );
  return { ...view, router, onLocaleChange };
}
