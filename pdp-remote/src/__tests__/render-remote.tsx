// Renders a remote the way a host mounts it: through its root with typed mount props, whose
// callbacks are spies a test can assert on.
import { render } from '@testing-library/react';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { mountProps as mountPropsFor } from '@pdp/test-kit/mount-props';
import { RemoteRoot, type RemoteDefinition } from '../app/runtime/remote-root';
import { RetailApp } from '../app/runtime/retail-app';
import { pdpCatalogues } from '../shared/i18n/pdp-catalogues';
import { retailBagAtom } from '../shared/cart/retail-bag';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';

export const retailDefinition: RemoteDefinition = { cacheKey: 'pdp-test', catalogues: pdpCatalogues, App: RetailApp, bag: retailBagAtom };

export const mountProps = (overrides: Partial<LifecycleProps> = {}) => mountPropsFor(TEST_BACKEND, overrides);

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
