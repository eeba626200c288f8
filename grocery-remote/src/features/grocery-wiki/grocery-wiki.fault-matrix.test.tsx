// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the grocery wiki, in jsdom: on
// the rice with the device at Kemang, the shopper opens "Info belanja grocery" and the wiki call fails
// once in each way the simulator can fail it; the dialog says so in the catalogue's words, a retry
// brings the wiki, nothing is thrown, and once the dialog is closed the page works as before.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS, faultHandler } from '@pdp/test-kit';
import { dialogClosed, envelope, GROCERY_BACKEND, groceryBackend, groceryFaultMatrixTests, http, mountAtKemang, pickFiveKilos, retry } from '../../__tests__';

const pageErrors = groceryFaultMatrixTests();

const WIKI_URL = `${GROCERY_BACKEND}/common/content/grocery-wiki-info`;
const FAILED = 'Gagal memuat info belanja grocery.';
const WIKI = {
  id: {
    title: 'Belanja grocery di Pasarku',
    sections: [{ heading: 'Pengiriman', body: 'Antar sekarang atau terjadwal, dari toko terdekat.' }],
  },
};

describe('the fault matrix of the grocery wiki', () => {
  it.each(FAULT_KINDS)(`grocery wiki × %s: says "${FAILED}", and a retry brings the wiki; the page works on`, async (fault) => {
    let calls = 0;
    groceryBackend.use(
      faultHandler('GET', WIKI_URL, fault, { times: 1 }),
      http.get(WIKI_URL, () => {
        calls += 1;
        return envelope(JSON.stringify(WIKI));
      }),
    );
    const { props } = await mountAtKemang();
    const opener = await screen.findByRole('button', { name: 'Info belanja grocery' });

    await userEvent.click(opener);

    const failed = await screen.findByRole('dialog', { name: 'Info belanja grocery' });
    const alert = await within(failed).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(within(failed).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();

    await retry(alert);

    const dialog = await screen.findByRole('dialog', { name: 'Belanja grocery di Pasarku' });
    expect(within(dialog).getByText('Antar sekarang atau terjadwal, dari toko terdekat.')).toBeInTheDocument();
    expect(within(dialog).queryByText(FAILED)).not.toBeInTheDocument();
    // The first call failed, the retry's was answered.
    expect(calls).toBe(1);

    // Closed, the dialog gives the page back: the shopper picks another weight.
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    expect(opener).toHaveFocus();
    await pickFiveKilos();
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/grocery/p/beras-pandan-wangi/is--BRS-1-00002' }));
    expect(pageErrors).toEqual([]);
  });
});
