// What the grocery page's fault-matrix tests (src/features/*/*.fault-matrix.test.tsx) share: their
// set-up on the simulator with the watch for page errors (tooling/jest/fault-matrix.ts), the shopper at
// Kemang letting the page locate the device, and the rows' waits.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { KEMANG, mockGeolocation } from '@pdp/test-kit';
import { mountGrocery } from './mount-grocery';
import { grocerySimulatorTests } from './grocery-page-tests';
import { watchPageErrors } from '@pdp/test-kit/fault-matrix';

/**
 * What a grocery fault-matrix file on the simulator sets up: the page's tests on it
 * (`grocerySimulatorTests`, with its `options`) and then the watch for page errors. Gives the
 * simulator (its session's faults, the calls sent) and the errors, none of which may be.
 */
export function grocerySimulatorFaultMatrixTests(options: Parameters<typeof grocerySimulatorTests>[0] = {}) {
  const backend = grocerySimulatorTests(options);
  return { backend, pageErrors: watchPageErrors() as readonly unknown[] };
}

/** The grocery page mounted (with `overrides`) on a device at Kemang: the host's props, and the device's geolocation mock. */
export async function mountAtKemang(overrides: Partial<LifecycleProps> = {}) {
  const locate = mockGeolocation(KEMANG);
  const props = await mountGrocery(overrides);
  return { props, locate };
}

/** The shipping section ("Pengiriman"), once it is on screen. */
const shippingSection = () => screen.findByRole('region', { name: 'Pengiriman' });

/** The shopper lets the page locate the device ("Gunakan lokasi saat ini" in the shipping section); gives the section. */
async function shareDeviceLocation(): Promise<HTMLElement> {
  const shipping = await shippingSection();
  await userEvent.click(await within(shipping).findByRole('button', { name: 'Gunakan lokasi saat ini' }));
  return shipping;
}

/** Mounted at Kemang (`mountAtKemang`), the shopper lets the page locate the device: gives the shipping section too. */
export async function locatedAtKemang(overrides: Partial<LifecycleProps> = {}) {
  const mounted = await mountAtKemang(overrides);
  return { ...mounted, shipping: await shareDeviceLocation() };
}

/** Located at Kemang (`locatedAtKemang`), and the Kemang store serves the shopper: "Belanja dari Ranch Market Kemang". */
export async function servedFromKemang(overrides: Partial<LifecycleProps> = {}) {
  const located = await locatedAtKemang(overrides);
  expect(await within(located.shipping).findByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');
  return located;
}

/** The store the page keeps as the shopper's (`selectedWarehouse` in storage), or null. */
export const storedWarehouse = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedWarehouse) ?? 'null') as { code: string } | null;

/** The shopper presses the alert's "Coba lagi". */
export const retry = (alert: HTMLElement) => userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

/** Until no dialog is open. */
export const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** The shopper picks the 5 kg rice once the page lets them (its variant button enabled). */
export async function pickFiveKilos() {
  const fiveKilos = screen.getByRole('button', { name: '5 kg' });
  await waitFor(() => expect(fiveKilos).not.toHaveAttribute('aria-disabled'));
  await userEvent.click(fiveKilos);
}
