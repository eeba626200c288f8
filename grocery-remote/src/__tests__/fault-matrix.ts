// What the grocery page's fault-matrix tests (src/features/*/*.fault-matrix.test.tsx) share: their
// set-up with the watch for page errors (tooling/jest/fault-matrix.ts), the shopper at Kemang letting
// the page locate the device, the backend's calls recorded and its stores served, the rows' waits.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroceryStoreDto } from '@pdp/backend-api/grocery';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { aSlottedDelivery } from './factories';
import { envelope, GROCERY_BACKEND, groceryBackend, http } from './grocery-backend';
import { KEMANG, mockGeolocation } from '@pdp/test-kit';
import { mountGrocery } from './mount-grocery';
import { groceryPageTests } from './grocery-page-tests';
import { watchPageErrors } from '@pdp/test-kit/fault-matrix';

/**
 * What every grocery fault-matrix file sets up: the page's tests (`groceryPageTests`: the mocked
 * backend, each mount unmounted) and then the watch for page errors. Gives the errors: anything
 * thrown or logged as an error, none of which may be (`watchPageErrors`).
 */
export function groceryFaultMatrixTests(): readonly unknown[] {
  groceryPageTests();
  return watchPageErrors();
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

/**
 * Records the query of every GET to `url` (an MSW path), failed or answered, and lets the next handler
 * answer it. Install it after the fault: the handlers a test adds last are asked first.
 */
export function recordQueries(url: string): Record<string, string>[] {
  const calls: Record<string, string>[] = [];
  groceryBackend.use(
    http.get(url, ({ request }) => {
      calls.push(Object.fromEntries(new URL(request.url).searchParams));
    }),
  );
  return calls;
}

/**
 * Records the query and JSON body of every POST to `url` (an MSW path), failed or answered, and lets
 * the next handler answer it. Install it after the fault: the handlers a test adds last are asked first.
 */
export function recordPosts(url: string): { params: Record<string, string>; body: unknown }[] {
  const calls: { params: Record<string, string>; body: unknown }[] = [];
  groceryBackend.use(
    http.post(url, async ({ request }) => {
      calls.push({ params: Object.fromEntries(new URL(request.url).searchParams), body: await request.clone().json() });
    }),
  );
  return calls;
}

/** Each of `stores` has its own slotted delivery, as the backend answers the `warehouseCode` asked for (none for another). */
export function serveSlottedDeliveryOf(stores: GroceryStoreDto[]) {
  groceryBackend.use(
    http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, ({ request }) => {
      const code = new URL(request.url).searchParams.get('warehouseCode');
      return envelope(aSlottedDelivery({ warehouse: stores.find((store) => store.code === code) ?? null }));
    }),
  );
}

/** The store picker ("Ganti toko") lists `stores`, each with its own slotted delivery. */
export function serveStorePicker(stores: GroceryStoreDto[]) {
  groceryBackend.use(http.get(`${GROCERY_BACKEND}/grocery/store-picker/nearby`, () => envelope(stores)));
  serveSlottedDeliveryOf(stores);
}
