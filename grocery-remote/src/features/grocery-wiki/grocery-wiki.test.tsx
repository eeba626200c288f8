// The grocery wiki through the real page: "Info belanja grocery" opens a dialog with the wiki's text
// in the shopper's language, a failed or malformed answer says so, and Escape gives the focus back.
// The backend is the simulator (mounted in MSW) on the rice (beras.json), its wiki the simulator's
// (tooling/simulator/handlers/content.ts); the answers it has no way to give (a text without English,
// without a title, not JSON) are the test's own (`backend.server.use`). Only the first screen matters.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { envelope } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { GROCERY_BACKEND, grocerySimulatorTests, mountGrocery, updateGrocery } from '../../__tests__';

sectionsInView([]);
const backend = grocerySimulatorTests();

const FAILED = 'Gagal memuat info belanja grocery.';
const WIKI_PATH = '/backend/common/content/grocery-wiki-info';
const wikiCalls = () => backend.sent('GET', /\/common\/content\/grocery-wiki-info$/).length;

/** The simulator's wiki in Indonesian, for the odd answers made of it. */
const WIKI_ID = {
  title: 'Belanja grocery di Pasarku',
  sections: [{ heading: 'Dari toko pilihanmu', body: 'Pesananmu disiapkan oleh toko yang kamu pilih. Ganti toko kapan saja dari halaman produk.' }],
};

/** A wiki answer the simulator has no way to give (its wiki is fixed, in both languages): the test's own. */
const serveOddWiki = (answer: () => Response) => backend.server.use(http.get(`${GROCERY_BACKEND}/common/content/grocery-wiki-info`, answer));

const openWiki = async (label = 'Info belanja grocery') => {
  const button = await screen.findByRole('button', { name: label });
  await userEvent.click(button);
  return button;
};

describe('the grocery wiki', () => {
  it('opens a dialog titled by the wiki with its sections', async () => {
    await mountGrocery();

    await openWiki();

    const dialog = await screen.findByRole('dialog', { name: 'Belanja grocery di Pasarku' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Dari toko pilihanmu', 'Antar sekarang atau terjadwal', 'Kesegaran terjamin']);
    expect(within(dialog).getByText('Pesananmu disiapkan oleh toko yang kamu pilih. Ganti toko kapan saja dari halaman produk.')).toBeInTheDocument();
    expect(within(dialog).getByText('Produk segar yang tidak sesuai bisa dikembalikan saat kurir tiba.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Now or scheduled')).not.toBeInTheDocument();
    expect(wikiCalls()).toBe(1);
  });

  it('shows the English text in English', async () => {
    const props = await mountGrocery();
    await screen.findByRole('button', { name: 'Info belanja grocery' });
    await updateGrocery(props, { locale: 'en' });

    await openWiki('About grocery shopping');

    const dialog = await screen.findByRole('dialog', { name: 'Grocery shopping at Pasarku' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Now or scheduled' })).toBeInTheDocument();
    expect(within(dialog).getByText('Choose deliver now to get it within hours, or pick the day and time that suit you.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Antar sekarang atau terjadwal')).not.toBeInTheDocument();
  });

  it('falls back to the Indonesian text when there is no English one', async () => {
    serveOddWiki(() => envelope(JSON.stringify({ id: WIKI_ID })));
    const props = await mountGrocery();
    await screen.findByRole('button', { name: 'Info belanja grocery' });
    await updateGrocery(props, { locale: 'en' });

    await openWiki('About grocery shopping');

    expect(await screen.findByRole('dialog', { name: 'Belanja grocery di Pasarku' })).toBeInTheDocument();
  });

  it.each([
    ['a failed call', () => backend.session.fault(WIKI_PATH, 'status=500', { method: 'GET' })],
    ['a string that is not JSON', () => serveOddWiki(() => envelope('{"id": {"title": '))],
    ['a text without a title', () => serveOddWiki(() => envelope(JSON.stringify({ id: { sections: WIKI_ID.sections } })))],
    ['JSON without any wiki text', () => serveOddWiki(() => envelope(JSON.stringify({ id: { heading: 'no title' }, en: 'nope' })))],
    ['no string at all', () => serveOddWiki(() => envelope({ id: WIKI_ID }))],
  ])('says the info could not be loaded for %s', async (_label, answer) => {
    await answer();
    await mountGrocery();

    await openWiki();

    const dialog = await screen.findByRole('dialog', { name: 'Info belanja grocery' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILED);
    expect(within(dialog).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('loads the wiki again on retry', async () => {
    await backend.session.fault(WIKI_PATH, 'status=500', { method: 'GET', times: 1 });
    await mountGrocery();
    await openWiki();
    const failed = await screen.findByRole('dialog', { name: 'Info belanja grocery' });

    await userEvent.click(within(await within(failed).findByRole('alert')).getByRole('button', { name: 'Coba lagi' }));

    const dialog = await screen.findByRole('dialog', { name: 'Belanja grocery di Pasarku' });
    expect(within(dialog).queryByText(FAILED)).not.toBeInTheDocument();
    expect(wikiCalls()).toBe(2);
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    await mountGrocery();
    const button = await openWiki();
    await screen.findByRole('dialog', { name: 'Belanja grocery di Pasarku' });

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
