// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the slotted delivery calls, in
// jsdom: each call fails once in each way the simulator can fail it, on the rice with the device at
// Kemang, and the page says so in the catalogue's words, keeps what the shopper gave or chose, keeps
// the rest of the page working, throws nothing, and a retry brings the store and its windows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS, faultHandler } from '@pdp/test-kit';
import { aStore, KEMANG, PONDOK_INDAH } from '../../__tests__/factories';
import {
  GROCERY_BACKEND,
  groceryBackend,
  groceryFaultMatrixTests,
  locatedAtKemang,
  pickFiveKilos,
  recordQueries,
  retry,
  servedFromKemang,
  serveStorePicker,
  storedWarehouse,
} from '../../__tests__';

const pageErrors = groceryFaultMatrixTests();

const RESOLVE = `${GROCERY_BACKEND}/grocery/slotted-delivery/_resolve`;
const BY_STORE = `${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`;
const FAILED = 'Gagal memuat jadwal pengiriman.';
const KEMANG_STORE = aStore();

/** What does not depend on the delivery answer: the product, its price, and a variant pick. */
async function restOfPageWorks(navigate: jest.Mock) {
  expect(screen.getByRole('heading', { level: 1, name: 'Beras Pandan Wangi' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));
  await pickFiveKilos();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/grocery/p/beras-pandan-wangi/is--BRS-1-00002' })));
}

/** The shopper retries from the `alert`: `store` serves them in the shipping `section`, delivering now, and the failure is said no more. */
async function retryBringsStore(alert: HTMLElement, section: HTMLElement, store: string) {
  await retry(alert);
  expect(await within(section).findByTestId('grocery-store')).toHaveTextContent(`Belanja dari ${store}`);
  expect(within(section).getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang');
  expect(within(section).queryByText(FAILED)).not.toBeInTheDocument();
}

const AT_KEMANG = { latitude: String(KEMANG.latitude), longitude: String(KEMANG.longitude) };

describe('the fault matrix of the slotted delivery', () => {
  it.each(FAULT_KINDS)(
    `grocery slotted delivery × %s: says "${FAILED}", keeps the device's pin and the rest of the page, and a retry brings the store and its windows`,
    async (fault) => {
      groceryBackend.use(faultHandler('GET', RESOLVE, fault, { times: 1 }));
      const calls = recordQueries(RESOLVE);
      const { props, locate, shipping: section } = await locatedAtKemang();

      const alert = await within(section).findByRole('alert');
      expect(alert).toHaveTextContent(FAILED);
      expect(within(section).queryByTestId('grocery-store')).not.toBeInTheDocument();
      await restOfPageWorks(props.navigate as jest.Mock);

      await retryBringsStore(alert, section, 'Ranch Market Kemang');
      // The retry asked again from where the device said, without asking the device again.
      expect(calls).toEqual([
        { itemSku: 'BRS-1-00001', ...AT_KEMANG },
        { itemSku: 'BRS-1-00001', ...AT_KEMANG },
      ]);
      expect(locate).toHaveBeenCalledTimes(1);
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)(`grocery slotted delivery of a store × %s: says "${FAILED}", keeps the store chosen, and a retry brings its windows`, async (fault) => {
    serveStorePicker([KEMANG_STORE, PONDOK_INDAH]);
    groceryBackend.use(faultHandler('GET', BY_STORE, fault, { times: 1 }));
    const calls = recordQueries(BY_STORE);
    const { shipping: section } = await servedFromKemang();

    await userEvent.click(within(section).getByRole('button', { name: 'Ganti toko' }));
    const picker = await screen.findByRole('dialog', { name: 'Pilih toko' });
    await userEvent.click(await within(picker).findByRole('button', { name: 'Pilih Ranch Market Pondok Indah' }));

    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    // The store chosen stays chosen: kept in storage, and not replaced by the one that served before.
    expect(storedWarehouse()?.code).toBe('WH-RNC-PIK');
    expect(within(section).queryByTestId('grocery-store')).not.toBeInTheDocument();

    await retryBringsStore(alert, section, 'Ranch Market Pondok Indah');
    expect(calls).toEqual([
      { warehouseCode: 'WH-RNC-PIK', ...AT_KEMANG },
      { warehouseCode: 'WH-RNC-PIK', ...AT_KEMANG },
    ]);
    expect(storedWarehouse()?.code).toBe('WH-RNC-PIK');
    expect(pageErrors).toEqual([]);
  });
});
