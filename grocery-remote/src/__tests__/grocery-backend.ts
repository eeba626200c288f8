// The backend of the grocery remote's tests: the simulator (tooling/simulator, the one fake backend the
// browser meets too) mounted in MSW behind GROCERY_BACKEND, with the grocery tests' longer waits and a
// session clock of their own.
import { configure } from '@testing-library/react';
import { startSimulatorBackend, type SimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { GROCERY_MORNING } from './grocery-products';

export const GROCERY_BACKEND = 'http://grocery.test/backend';

/**
 * The simulator behind GROCERY_BACKEND for a test file (`startSimulatorBackend`, with its `options`),
 * each test's session clock at GROCERY_MORNING: the stores open and their delivery windows the same
 * whenever the test runs. Mounting through the real lifecycles can take over Testing Library's default
 * second on a busy two-core CI machine, so the waits are longer here (a failing wait still fails, only later).
 */
export function startGrocerySimulator(options: Parameters<typeof startSimulatorBackend>[1] = {}): SimulatorBackend {
  configure({ asyncUtilTimeout: 4000 });
  jest.setTimeout(20_000);
  const backend = startSimulatorBackend(GROCERY_BACKEND, options);
  beforeEach(() => backend.session.clock(GROCERY_MORNING));
  return backend;
}
