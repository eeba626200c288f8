// Renders a remote the way a host mounts it: through its root with typed mount props, whose
// callbacks are spies a test can assert on.
import { render } from '@testing-library/react';
import type { LifecycleProps, Locale } from '@pdp/shared-contracts';
import { RemoteRoot, type RemoteDefinition } from '../app/remote-root';
import { RetailApp } from '../app/retail-app';
import { pdpCatalogues } from '../shared/i18n/pdp-catalogues';
import { TEST_BACKEND } from './backend-mock';

export const retailDefinition: RemoteDefinition = { cacheKey: 'pdp-test', catalogues: pdpCatalogues, App: RetailApp };

export function mountProps(overrides: Partial<LifecycleProps> = {}): LifecycleProps {
  return {
    name: 'test',
    domElement: document.createElement('div'),
    path: '/p/sepatu-lari-aero/ps--SPL-1',
    vendor: 'RETAIL',
    locale: 'id' as Locale,
    user: null,
    backendBaseUrl: TEST_BACKEND,
    brand: 'Pasarku',
    navigate: jest.fn(),
    requestLogin: jest.fn(),
    reportPageStatus: jest.fn(),
    reportError: jest.fn(),
    ...overrides,
  };
}

export function renderRemote(overrides: Partial<LifecycleProps> = {}, definition: RemoteDefinition = retailDefinition) {
  const props = mountProps(overrides);
  const view = render(<RemoteRoot definition={definition} {...props} />);
  return {
    ...view,
    props,
    rerenderWith: (next: Partial<LifecycleProps>) => {
      Object.assign(props, next);
      view.rerender(<RemoteRoot definition={definition} {...props} />);
    },
  };
}
