// Starts the stack every end-to-end file shares, once for the whole run, and stops it after the last
// file. Files that stop or reconfigure servers start their own (harness.ts, `ownStack`).
import { startStack } from '../servers/stack';
import { E2E_PORTS, SHARED_STACK_OPTIONS } from './e2e-config';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack({ ...SHARED_STACK_OPTIONS, ports: E2E_PORTS });
  return () => stack.stopAll();
}
