// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the grocery checkout summary,
// in jsdom: a signed-in shopper on the rice, located at Kemang; the summary's read (GET, as the page
// opens) or its working out again after an add (POST, decision 0069) fails once in each way the
// simulator can fail it. Nothing is said (spec §8: the summary resets to empty, so none is shown),
// nothing is thrown, the shopper still adds to the bag, and the summary worked out after the next add
// is shown. The backend is the simulator (mounted in MSW) on the rice (beras.json), Sari's session
// signed in, a bag of one rice from Kemang already in it (put there in another tab); each fault is a
// session fault, as the e2e matrix forces it. The shipping section is the one that matters.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { BERAS_2KG, SARI } from '../../__tests__/grocery-products';
import { dialogClosed, GROCERY_BACKEND, grocerySimulatorFaultMatrixTests, servedFromKemang } from '../../__tests__';

sectionsInView(['shipping']);
const { backend, pageErrors } = grocerySimulatorFaultMatrixTests();

const SUMMARY = '/backend/grocery/checkouts/summary';
const SUMMARY_TITLE = 'Bag grocery di Ranch Market Kemang';

/**
 * Sari, signed in, put one 2 kg rice in her grocery bag in another tab, delivered now from Kemang (the
 * session's first deliver-now window, at 11:00 of GROCERY_MORNING's day).
 */
beforeEach(async () => {
  await backend.session.signIn(SARI.email);
  const query = new URLSearchParams({ warehouseCode: 'WH-RNC-KMG', shippingType: 'DELIVER_NOW', slotId: 'NOW-2026-11-23T11:00' });
  const answer = await fetch(`${GROCERY_BACKEND}/grocery/carts/_bulk-update?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartType: 'REGULAR', items: [{ itemSku: BERAS_2KG, quantity: 1, pickupPointCode: 'PP-RNC-KMG', fulfillment: 'delivery' }] }),
  });
  expect(answer.status).toBe(200);
});

/** Adds the rice to the bag and goes on shopping. */
async function addRice(shipping: HTMLElement) {
  await userEvent.click(within(shipping).getByRole('button', { name: '+ Bag' }));
  const added = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
  await userEvent.click(within(added).getByRole('button', { name: 'Lanjut belanja' }));
  await dialogClosed();
}

describe('the fault matrix of the grocery checkout summary', () => {
  it.each(FAULT_KINDS)(
    'grocery checkout summary (read) × %s: says nothing and shows no summary, the shopper still adds, and the summary asked again after the add is shown',
    async (fault) => {
      // Had the first call been answered, the bag of one would be on screen from the start.
      await backend.session.fault(SUMMARY, fault, { method: 'GET', times: 1 });
      const answered = backend.answersTo(/\/grocery\/checkouts\/summary$/);
      const { props, shipping } = await servedFromKemang({ user: SARI });
      await screen.findByTestId('grocery-slot');

      // The failed answer has reached the page, and the shipping section it is in has rendered since.
      await waitFor(() => expect(answered()).toBe(1));
      await waitFor(() => expect(within(shipping).getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang'));
      expect(screen.queryByTestId('grocery-checkout-summary')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(/^Gagal/)).not.toBeInTheDocument();

      await addRice(shipping);
      // The line added to the other tab's: one line, of two bags of rice.
      expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 1 });

      const summary = await screen.findByTestId('grocery-checkout-summary');
      expect(within(summary).getByRole('heading', { name: SUMMARY_TITLE })).toBeInTheDocument();
      expect(summary).toHaveTextContent('2 barang · Rp77.800 · Ongkir Rp20.000');
      expect(answered()).toBe(2);
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)(
    'grocery checkout summary (after a bag change) × %s: says nothing and empties the summary, the shopper still adds, and the next add brings it back',
    async (fault) => {
      await backend.session.fault(SUMMARY, fault, { method: 'POST', times: 1 });
      const answered = backend.answersTo(/\/grocery\/checkouts\/summary$/);
      const { shipping } = await servedFromKemang({ user: SARI });
      expect(await screen.findByTestId('grocery-checkout-summary')).toHaveTextContent('1 barang · Rp38.900');

      await addRice(shipping);
      await waitFor(() => expect(answered()).toBe(2));
      await waitFor(() => expect(screen.queryByTestId('grocery-checkout-summary')).not.toBeInTheDocument());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(/^Gagal/)).not.toBeInTheDocument();

      await addRice(shipping);
      expect(await screen.findByTestId('grocery-checkout-summary')).toHaveTextContent('3 barang · Rp116.700');
      // The read, the working out that failed, and the one after the second add.
      expect(backend.sent('GET', /\/grocery\/checkouts\/summary$/)).toHaveLength(1);
      expect(backend.sent('POST', /\/grocery\/checkouts\/summary$/)).toHaveLength(2);
      expect(pageErrors).toEqual([]);
    },
  );
});
