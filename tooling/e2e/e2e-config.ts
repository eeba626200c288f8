// What the end-to-end suite and the benches agree on: the shared stack's ports and options, and how
// Debian's Chromium is started on this kind of machine. Plain values: no test runner imported here.
import type { StackOptions, StackPorts } from '../servers/stack';

/**
 * Where the suite's ports begin: 9180, apart from `npm start`'s, unless `E2E_PORT_BASE` says (two
 * checkouts on one machine then run their suites side by side).
 */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 9180);

/** The shared stack's ports (global-setup.ts). */
export const E2E_PORTS: StackPorts = {
  host: E2E_PORT_BASE,
  retail: E2E_PORT_BASE + 1,
  grocery: E2E_PORT_BASE + 2,
  plainHost: E2E_PORT_BASE + 3,
  simulator: E2E_PORT_BASE + 10,
};

/**
 * The shared stack: the fixture catalogue, and the simulator's `timeout` fault dropping a call after a
 * second (the page's handling is under test, not the wait; 30 s is the default of `npm start`). Its
 * servers share the runner's process and two cores with two browsers, where a backend read of a
 * server render can stall past the production budget (3 s, 40 % a read) and the page would go out as
 * the shell; the pages under test are the server-rendered ones, so the budget here is 10 s. The
 * budget's own behaviour is proven in jest and by server-rendering.e2e.ts's stack; its speed by the
 * benches.
 */
export const SHARED_STACK_OPTIONS: Omit<StackOptions, 'ports'> = { simulatorTimeoutMs: 1_000, serverRendering: { renderBudgetMs: 10_000 } };

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
