// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the slotted delivery calls, in
// jsdom: each call fails once in each way the simulator can fail it, on the rice with the device at
// Kemang, and the page says so in the catalogue's words, keeps what the shopper gave or chose, keeps
// the rest of the page working, throws nothing, and a retry brings the store and its windows. The
// backend is the simulator (mounted in MSW) on the rice (beras.json), its stores those of stores.json;
// each fault is a session fault, as the e2e matrix forces it. The shipping section is the one that matters.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS, KEMANG } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { BERAS_2KG, BERAS_5KG_PATH, BERAS_NAME } from '../../__tests__/grocery-products';
import { grocerySimulatorFaultMatrixTests, locatedAtKemang, pickFiveKilos, retry, servedFromKemang, storedWarehouse } from '../../__tests__';

sectionsInView(['shipping']);
const { backend, pageErrors } = grocerySimulatorFaultMatrixTests();

const RESOLVE = '/backend/grocery/slotted-delivery/_resolve';
const BY_STORE = '/backend/grocery/products/*/slotted-delivery';
const FAILED = 'Gagal memuat jadwal pengiriman.';
const queriesTo = (path: RegExp) => backend.sent('GET', path).map(({ query }) => Object.fromEntries(query));

/** What does not depend on the delivery answer: the product, its price, and a variant pick. */
async function restOfPageWorks(navigate: jest.Mock) {
  expect(screen.getByRole('heading', { level: 1, name: BERAS_NAME })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));
  await pickFiveKilos();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ path: BERAS_5KG_PATH })));
}

/**
 * The shopper retries from the `alert`: `store` serves them in the shipping `section` with its first
 * window (`delivery`: Kemang delivers now, Pondok Indah only on schedule), and the failure is said no more.
 */
async function retryBringsStore(alert: HTMLElement, section: HTMLElement, store: string, delivery: 'Antar sekarang' | 'Terjadwal') {
  await retry(alert);
  expect(await within(section).findByTestId('grocery-store')).toHaveTextContent(`Belanja dari ${store}`);
  expect(within(section).getByTestId('grocery-slot')).toHaveTextContent(delivery);
  expect(within(section).queryByText(FAILED)).not.toBeInTheDocument();
}

const AT_KEMANG = { latitude: String(KEMANG.latitude), longitude: String(KEMANG.longitude) };

describe('the fault matrix of the slotted delivery', () => {
  it.each(FAULT_KINDS)(
    `grocery slotted delivery × %s: says "${FAILED}", keeps the device's pin and the rest of the page, and a retry brings the store and its windows`,
    async (fault) => {
      await backend.session.fault(RESOLVE, fault, { method: 'GET', times: 1 });
      const { props, locate, shipping: section } = await locatedAtKemang();

      const alert = await within(section).findByRole('alert');
      expect(alert).toHaveTextContent(FAILED);
      expect(within(section).queryByTestId('grocery-store')).not.toBeInTheDocument();
      await restOfPageWorks(props.navigate as jest.Mock);

      await retryBringsStore(alert, section, 'Ranch Market Kemang', 'Antar sekarang');
      // The retry asked again from where the device said, without asking the device again.
      expect(queriesTo(/\/grocery\/slotted-delivery\/_resolve$/)).toEqual([
        { itemSku: BERAS_2KG, ...AT_KEMANG },
        { itemSku: BERAS_2KG, ...AT_KEMANG },
      ]);
      expect(locate).toHaveBeenCalledTimes(1);
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)(`grocery slotted delivery of a store × %s: says "${FAILED}", keeps the store chosen, and a retry brings its windows`, async (fault) => {
    await backend.session.fault(BY_STORE, fault, { method: 'GET', times: 1 });
    const { shipping: section } = await servedFromKemang();

    await userEvent.click(within(section).getByRole('button', { name: 'Ganti toko' }));
    const picker = await screen.findByRole('dialog', { name: 'Pilih toko' });
    await userEvent.click(await within(picker).findByRole('button', { name: 'Pilih Ranch Market Pondok Indah' }));

    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    // The store chosen stays chosen: kept in storage, and not replaced by the one that served before.
    expect(storedWarehouse()?.code).toBe('WH-RNC-PIK');
    expect(within(section).queryByTestId('grocery-store')).not.toBeInTheDocument();

    await retryBringsStore(alert, section, 'Ranch Market Pondok Indah', 'Terjadwal');
    expect(queriesTo(/\/grocery\/products\/[^/]+\/slotted-delivery$/)).toEqual([
      { warehouseCode: 'WH-RNC-PIK', ...AT_KEMANG },
      { warehouseCode: 'WH-RNC-PIK', ...AT_KEMANG },
    ]);
    expect(storedWarehouse()?.code).toBe('WH-RNC-PIK');
    expect(pageErrors).toEqual([]);
  });
});
