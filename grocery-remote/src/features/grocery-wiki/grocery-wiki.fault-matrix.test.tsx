// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the grocery wiki, in jsdom: on
// the rice with the device at Kemang, the shopper opens "Info belanja grocery" and the wiki call fails
// once in each way the simulator can fail it; the dialog says so in the catalogue's words, a retry
// brings the wiki, nothing is thrown, and once the dialog is closed the page works as before. The
// backend is the simulator (mounted in MSW) on the rice (beras.json); each fault is a session fault,
// as the e2e matrix forces it. Only the first screen matters: the rest keeps its placeholder.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { dialogClosed, grocerySimulatorFaultMatrixTests, mountAtKemang, pickFiveKilos, retry } from '../../__tests__';
import { BERAS_5KG_PATH } from '../../__tests__/grocery-products';

sectionsInView([]);
const { backend, pageErrors } = grocerySimulatorFaultMatrixTests();

const WIKI_PATH = '/backend/common/content/grocery-wiki-info';
const FAILED = 'Gagal memuat info belanja grocery.';

describe('the fault matrix of the grocery wiki', () => {
  it.each(FAULT_KINDS)(`grocery wiki × %s: says "${FAILED}", and a retry brings the wiki; the page works on`, async (fault) => {
    await backend.session.fault(WIKI_PATH, fault, { method: 'GET', times: 1 });
    const { props } = await mountAtKemang();
    const opener = await screen.findByRole('button', { name: 'Info belanja grocery' });

    await userEvent.click(opener);

    const failed = await screen.findByRole('dialog', { name: 'Info belanja grocery' });
    const alert = await within(failed).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(within(failed).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();

    await retry(alert);

    const dialog = await screen.findByRole('dialog', { name: 'Belanja grocery di Pasarku' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Antar sekarang atau terjadwal' })).toBeInTheDocument();
    expect(within(dialog).queryByText(FAILED)).not.toBeInTheDocument();
    // The first call failed, the retry's was answered: two calls, no more.
    expect(backend.sent('GET', /\/common\/content\/grocery-wiki-info$/).map((call) => call.answered)).toEqual([true, true]);

    // Closed, the dialog gives the page back: the shopper picks another weight.
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    expect(opener).toHaveFocus();
    await pickFiveKilos();
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: BERAS_5KG_PATH }));
    expect(pageErrors).toEqual([]);
  });
});
