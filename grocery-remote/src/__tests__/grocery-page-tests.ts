// What every test file of the grocery page sets up, in one call.
import type { SimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { startGrocerySimulator } from './grocery-backend';
import { unmountAfterEach } from './mount-grocery';

/**
 * The simulator for the file (`startGrocerySimulator`, with its `options`), and each mount (on the
 * catalogue's rice, BERAS, unless a test says another path) unmounted after its test.
 */
export function grocerySimulatorTests(options: Parameters<typeof startGrocerySimulator>[0] = {}): SimulatorBackend {
  const backend = startGrocerySimulator(options);
  unmountAfterEach();
  return backend;
}
