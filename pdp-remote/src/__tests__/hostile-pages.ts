// The attack corpus on the retail remote's own pages and modals, as their test files set it up
// (app/page/attack-corpus.page.test.tsx, app/modals/attack-corpus.modals.test.tsx): the hostile
// product's pages rendered through the real remote root, the backend answering as the simulator
// answers for its hostile products. Not in the testing index: the grocery remote has pages of its own.
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { armTripwiresEachTest, hostileBackend, type HostileCase } from '@pdp/test-kit/attack-corpus';
import { TEST_BACKEND, backendServer, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from './render-remote';
import { stubScrollIntoView } from '@pdp/test-kit/scroll-into-view';

/**
 * A hostile pages' test file, set up once at its top: the mocked backend, room for whole pages, the
 * tripwires armed in each test (returned, for `expectNothingRanOrInjected`), scrolling stubbed and
 * storage cleared.
 */
export function startHostilePages() {
  startBackendMock();
  // Whole pages with every section, on a busy two-core machine: room beyond the default 20 s (a failing wait still fails).
  jest.setTimeout(60_000);
  const tripwires = armTripwiresEachTest();
  stubScrollIntoView();
  beforeEach(() => window.localStorage.clear());
  return tripwires;
}

/** The hostile product's page as the host mounts it with `overrides` (another of its pages: `path`). */
export function renderHostile(hostile: HostileCase, overrides: Partial<LifecycleProps> = {}) {
  backendServer.use(...hostileBackend(hostile, TEST_BACKEND));
  return renderRemote({ path: hostile.path, ...overrides });
}
