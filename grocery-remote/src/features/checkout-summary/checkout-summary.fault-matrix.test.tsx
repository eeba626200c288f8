// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the grocery checkout summary,
// in jsdom: a signed-in shopper on the rice, located at Kemang; the summary call fails once in each
// way the simulator can fail it. Nothing is said (spec §8: the summary resets to empty, so none is
// shown), nothing is thrown, the shopper still adds to the bag, and the summary asked again after
// that add is shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS, faultHandler } from '@pdp/pdp-remote/testing';
import { BUDI } from '../../testing/factories';
import { dialogClosed, envelope, GROCERY_BACKEND, groceryBackend, groceryFaultMatrixTests, http, servedFromKemang } from '../../testing';

const pageErrors = groceryFaultMatrixTests();

const SUMMARY = `${GROCERY_BACKEND}/grocery/checkouts/summary`;
const SUMMARY_TITLE = 'Bag grocery di Ranch Market Kemang';

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
    'grocery checkout summary × %s: says nothing and shows no summary, the shopper still adds, and the summary asked again after the add is shown',
    async (fault) => {
      groceryBackend.use(
        faultHandler('GET', SUMMARY, fault, { times: 1 }),
        // Had the first call been answered, this bag would be on screen from the start.
        http.get(SUMMARY, () => envelope({ itemCount: 1, subtotal: 38900, deliveryFee: 20000, freeDeliveryMinimum: 150000, minimumOrder: 50000 })),
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

        await userEvent.click(within(shipping).getByRole('button', { name: '+ Bag' }));
        const added = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
        await userEvent.click(within(added).getByRole('button', { name: 'Lanjut belanja' }));
        await dialogClosed();
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
});
