// The grocery wiki through the real page: "Info belanja grocery" opens a dialog with the wiki's text
// in the shopper's language, a failed or malformed answer says so, and Escape gives the focus back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mountGrocery, updateGrocery } from '../../__tests__';

groceryPageTests();
// The page mounts through its real lifecycles and calls: on a busy machine that can take over a second.

const FAILED = 'Gagal memuat info belanja grocery.';

const WIKI = {
  id: {
    title: 'Belanja grocery di Pasarku',
    sections: [
      { heading: 'Jadwal pengiriman', body: 'Pilih antar sekarang atau jadwal yang kamu mau.' },
      { heading: 'Kesegaran terjamin', body: 'Produk segar dipilih pagi hari.' },
    ],
  },
  en: {
    title: 'Grocery shopping at Pasarku',
    sections: [{ heading: 'Delivery windows', body: 'Choose deliver now or a window that suits you.' }],
  },
};

/** Counts the wiki calls; `answer` decides the response by call number. */
function serveWiki(answer: (call: number) => Response = () => envelope(JSON.stringify(WIKI))) {
  let calls = 0;
  groceryBackend.use(http.get(`${GROCERY_BACKEND}/common/content/grocery-wiki-info`, () => answer(calls++)));
  return () => calls;
}

const openWiki = async (label = 'Info belanja grocery') => {
  const button = await screen.findByRole('button', { name: label });
  await userEvent.click(button);
  return button;
};

describe('the grocery wiki', () => {
  it('opens a dialog titled by the wiki with its sections', async () => {
    const calls = serveWiki();
    await mountGrocery();

    await openWiki();

    const dialog = await screen.findByRole('dialog', { name: 'Belanja grocery di Pasarku' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Jadwal pengiriman', 'Kesegaran terjamin']);
    expect(within(dialog).getByText('Pilih antar sekarang atau jadwal yang kamu mau.')).toBeInTheDocument();
    expect(within(dialog).getByText('Produk segar dipilih pagi hari.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Delivery windows')).not.toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('shows the English text in English', async () => {
    serveWiki();
    const props = await mountGrocery();
    await screen.findByRole('button', { name: 'Info belanja grocery' });
    await updateGrocery(props, { locale: 'en' });

    await openWiki('About grocery shopping');

    const dialog = await screen.findByRole('dialog', { name: 'Grocery shopping at Pasarku' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Delivery windows' })).toBeInTheDocument();
    expect(within(dialog).getByText('Choose deliver now or a window that suits you.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Jadwal pengiriman')).not.toBeInTheDocument();
  });

  it('falls back to the Indonesian text when there is no English one', async () => {
    serveWiki(() => envelope(JSON.stringify({ id: WIKI.id })));
    const props = await mountGrocery();
    await screen.findByRole('button', { name: 'Info belanja grocery' });
    await updateGrocery(props, { locale: 'en' });

    await openWiki('About grocery shopping');

    expect(await screen.findByRole('dialog', { name: 'Belanja grocery di Pasarku' })).toBeInTheDocument();
  });

  it.each([
    ['a failed call', () => envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' })],
    ['a string that is not JSON', () => envelope('{"id": {"title": ')],
    ['a text without a title', () => envelope(JSON.stringify({ id: { sections: WIKI.id.sections } }))],
    ['JSON without any wiki text', () => envelope(JSON.stringify({ id: { heading: 'no title' }, en: 'nope' }))],
    ['no string at all', () => envelope({ id: WIKI.id })],
  ])('says the info could not be loaded for %s', async (_label, answer) => {
    serveWiki(answer);
    await mountGrocery();

    await openWiki();

    const dialog = await screen.findByRole('dialog', { name: 'Info belanja grocery' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILED);
    expect(within(dialog).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('loads the wiki again on retry', async () => {
    const calls = serveWiki((call) => (call === 0 ? envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' }) : envelope(JSON.stringify(WIKI))));
    await mountGrocery();
    await openWiki();
    const failed = await screen.findByRole('dialog', { name: 'Info belanja grocery' });

    await userEvent.click(within(await within(failed).findByRole('alert')).getByRole('button', { name: 'Coba lagi' }));

    const dialog = await screen.findByRole('dialog', { name: 'Belanja grocery di Pasarku' });
    expect(within(dialog).queryByText(FAILED)).not.toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    serveWiki();
    await mountGrocery();
    const button = await openWiki();
    await screen.findByRole('dialog', { name: 'Belanja grocery di Pasarku' });

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
