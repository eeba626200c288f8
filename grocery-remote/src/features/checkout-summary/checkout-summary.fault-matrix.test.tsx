// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the grocery checkout summary,
// in jsdom: a signed-in shopper on the rice, located at Kemang; the summary's read (GET, as the page
// opens) or its working out again after an add (POST, decision 0069) fails once in each way the
// simulator can fail it. Nothing is said (spec §8: the summary resets to empty, so none is shown),
// nothing is thrown, the shopper still adds to the bag, and the summary worked out after the next add
// is shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS, faultHandler } from '@pdp/test-kit';
import { BUDI } from '../../__tests__/factories';
import { dialogClosed, envelope, GROCERY_BACKEND, groceryBackend, groceryFaultMatrixTests, http, servedFromKemang } from '../../__tests__';

const pageErrors = groceryFaultMatrixTests();

const SUMMARY = `${GROCERY_BACKEND}/grocery/checkouts/summary`;
const SUMMARY_TITLE = 'Bag grocery di Ranch Market Kemang';
const BAG_OF_ONE = { itemCount: 1, subtotal: 38900, deliveryFee: 20000, freeDeliveryMinimum: 150000, minimumOrder: 50000 };
const BAG_OF_TWO = { ...BAG_OF_ONE, itemCount: 2, subtotal: 77800 };

/** Adds the rice to the bag and goes on shopping. */
async function addRice(shipping: HTMLElement) {
  await userEvent.click(within(shipping).getByRole('button', { name: '+ Bag' }));
  const added = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
  await userEvent.click(within(added).getByRole('button', { name: 'Lanjut belanja' }));
  await dialogClosed();
}

/** How many summary calls the mocked backend has answered (a failure included), as it answers them. */
function countAnsweredSummaries() {
  const answered = { count: 0 };
  const onEnd = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === new URL(SUMMARY).pathname) answered.count += 1;
  };
  groceryBackend.events.on('request:end', onEnd);
  return { answered, stop: () => groceryBackend.events.removeListener('request:end', onEnd) };
}

describe('the fault matrix of the grocery checkout summary', () => {
  it.each(FAULT_KINDS)(
    'grocery checkout summary (read) × %s: says nothing and shows no summary, the shopper still adds, and the summary asked again after the add is shown',
    async (fault) => {
      groceryBackend.use(
        faultHandler('GET', SUMMARY, fault, { times: 1 }),
        // Had the first call been answered, this bag would be on screen from the start.
        http.get(SUMMARY, () => envelope(BAG_OF_ONE)),
        http.post(SUMMARY, () => envelope(BAG_OF_ONE)),
        http.post(`${GROCERY_BACKEND}/grocery/carts/_bulk-update`, () => envelope({ cartCount: 1 })),
      );
      const { answered, stop } = countAnsweredSummaries();
      try {
        const { props, shipping } = await servedFromKemang({ user: BUDI });
        await screen.findByTestId('grocery-slot');

        // The failed answer has reached the page (and a moment passed for it to be shown, were it shown).
        await waitFor(() => expect(answered.count).toBe(1));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(screen.queryByTestId('grocery-checkout-summary')).not.toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        expect(screen.queryByText(/^Gagal/)).not.toBeInTheDocument();

        await addRice(shipping);
        expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 1 });

        const summary = await screen.findByTestId('grocery-checkout-summary');
        expect(within(summary).getByRole('heading', { name: SUMMARY_TITLE })).toBeInTheDocument();
        expect(summary).toHaveTextContent('1 barang · Rp38.900 · Ongkir Rp20.000');
        expect(answered.count).toBe(2);
        expect(pageErrors).toEqual([]);
      } finally {
        stop();
      }
    },
  );

  it.each(FAULT_KINDS)(
    'grocery checkout summary (after a bag change) × %s: says nothing and empties the summary, the shopper still adds, and the next add brings it back',
    async (fault) => {
      let posted = 0;
      groceryBackend.use(
        http.get(SUMMARY, () => envelope(BAG_OF_ONE)),
        faultHandler('POST', SUMMARY, fault, { times: 1 }),
        http.post(SUMMARY, () => {
          posted += 1;
          return envelope(BAG_OF_TWO);
        }),
        http.post(`${GROCERY_BACKEND}/grocery/carts/_bulk-update`, () => envelope({ cartCount: 2 })),
      );
      const { answered, stop } = countAnsweredSummaries();
      try {
        const { shipping } = await servedFromKemang({ user: BUDI });
        expect(await screen.findByTestId('grocery-checkout-summary')).toHaveTextContent('1 barang · Rp38.900');

        await addRice(shipping);
        await waitFor(() => expect(answered.count).toBe(2));
        await waitFor(() => expect(screen.queryByTestId('grocery-checkout-summary')).not.toBeInTheDocument());
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        expect(screen.queryByText(/^Gagal/)).not.toBeInTheDocument();

        await addRice(shipping);
        expect(await screen.findByTestId('grocery-checkout-summary')).toHaveTextContent('2 barang · Rp77.800');
        expect(posted).toBe(1);
        expect(pageErrors).toEqual([]);
      } finally {
        stop();
      }
    },
  );
});
