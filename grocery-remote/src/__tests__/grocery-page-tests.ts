// What every test file of the grocery page sets up, in one call.
import { startGroceryBackend } from './grocery-backend';
import { unmountAfterEach } from './mount-grocery';

/** The mocked backend for the file, and each mount unmounted after its test. */
export function groceryPageTests() {
  startGroceryBackend();
  unmountAfterEach();
}
