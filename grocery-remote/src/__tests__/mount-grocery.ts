// Mounts the grocery remote the way a host does, through its real lifecycles, with spies for the
// host's callbacks; every mount of a test is unmounted after it, storage cleared and any device
// location taken away.
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { mountProps } from '@pdp/test-kit';
import lifecycles from '../exposed/lifecycles';
import { GROCERY_BACKEND } from './grocery-backend';
import { BERAS } from './grocery-products';

const mounted: LifecycleProps[] = [];

export async function mountGrocery(overrides: Partial<LifecycleProps> = {}): Promise<LifecycleProps> {
  const props = mountProps(GROCERY_BACKEND, {
    name: `grocery-test-${mounted.length}`,
    path: BERAS,
    vendor: 'GROCERY',
    reportBagCount: jest.fn(),
    ...overrides,
  });
  mounted.push(props);
  await lifecycles.mount(props);
  return props;
}

/** A reload of the page a mount shows: unmounted, and mounted again afresh (a new store, every read made again) for the same shopper and path. */
export async function reloadGrocery(props: LifecycleProps): Promise<LifecycleProps> {
  mounted.splice(mounted.indexOf(props), 1);
  await lifecycles.unmount(props);
  props.domElement.remove();
  const { user, path, locale, vendor, reportBagCount, navigate, requestLogin, reportPageStatus, reportAnalytics, reportError } = props;
  return mountGrocery({ user, path, locale, vendor, reportBagCount, navigate, requestLogin, reportPageStatus, reportAnalytics, reportError });
}

export async function updateGrocery(props: LifecycleProps, next: Partial<LifecycleProps>): Promise<void> {
  Object.assign(props, next);
  await lifecycles.update(props);
}

/** Lifecycles mount outside React's act, as a host does: the act warnings would be noise. */
export function unmountAfterEach() {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(async () => {
    for (const props of mounted.splice(0)) await lifecycles.unmount(props);
    document.body.replaceChildren();
    localStorage.clear();
    // A device location a test gave (mockGeolocation) is the test's only.
    Reflect.deleteProperty(navigator, 'geolocation');
  });
  afterAll(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = true;
  });
}
