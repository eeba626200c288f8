// The host's page tests load their remotes through the federation runtime, which each test file mocks
// (`jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }))`):
// one way to hand that mock the fake remote a test mounts.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FakeRemote } from './fake-remotes';

/**
 * Serves `remote` for every remote the host loads, forgets the remotes registered before, and stubs
 * `window.scrollTo` (the host scrolls on a new page; jsdom has no scrolling). Call it in a `beforeEach`.
 */
export function serveRemote(remote: FakeRemote): FakeRemote {
  jest.mocked(loadRemote).mockImplementation(async () => remote);
  jest.mocked(registerRemotes).mockClear();
  window.scrollTo = jest.fn();
  return remote;
}
