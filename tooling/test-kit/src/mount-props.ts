// Mount props as a host would pass them, with spies for the callbacks. Exported to the grocery
// remote's tests (`@pdp/pdp-remote/testing`), so both remotes are tested against the same host.
import type { LifecycleProps } from '@pdp/host-contract/contract';

export function mountProps(backendBaseUrl: string, overrides: Partial<LifecycleProps> = {}): LifecycleProps {
  return {
    name: 'test',
    domElement: document.body.appendChild(document.createElement('div')),
    path: '/p/sepatu-lari-aero/ps--SPL-1',
    vendor: 'RETAIL',
    locale: 'id',
    user: null,
    backendBaseUrl,
    brand: 'Pasarku',
    navigate: jest.fn(),
    requestLogin: jest.fn(),
    reportPageStatus: jest.fn(),
    reportAnalytics: jest.fn(),
    reportError: jest.fn(),
    ...overrides,
  };
}
