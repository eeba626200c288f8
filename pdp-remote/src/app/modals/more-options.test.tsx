// The more options modal as a shopper on a phone uses it (spec §2): the seller section has no room for
// sharing and the wishlist there, so one button gathers them with the report; each opens its own modal
// and closing that brings the list back; members' options send an anonymous shopper through login; the
// wishlist's option says whether the product is saved, as the button does on a wide screen (spec §3
// `isInWishlist`); on a wide screen the buttons stand on their own and there is no more options button.
// Against the backend simulator (mounted in MSW) on the running shoes: its short link, and Budi's
// albums in his signed-in session.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { stubScrollIntoView } from '@pdp/test-kit/scroll-into-view';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { emulateViewportWidth } from '@pdp/test-kit/viewport-width';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI } from '../../__tests__/members';
import { SHOES as PATH, SHOES_ID, seller } from '../../features/wishlist/wishlist.test-page';

sectionsInView(['seller']);
const backend = startSimulatorBackend(TEST_BACKEND);
stubScrollIntoView();
let restoreWidth = () => undefined as void;

beforeEach(() => {
  restoreWidth = emulateViewportWidth(360);
});
afterEach(() => restoreWidth());

async function openMoreOptions() {
  const button = await within(await seller()).findByRole('button', { name: 'Opsi lainnya' });
  await userEvent.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name: 'Opsi lainnya' }) };
}

describe('more options on a phone', () => {
  it('gathers share, wishlist and report instead of the row; share opens in its place and closing it brings the list back', async () => {
    renderRemote({ path: PATH });
    const { button, dialog } = await openMoreOptions();
    expect(within(await seller()).queryByRole('button', { name: 'Bagikan produk' })).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Bagikan produk', 'Simpan ke wishlist', 'Laporkan produk']));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bagikan produk' }));
    const share = await screen.findByRole('dialog', { name: 'Bagikan produk' });
    expect(within(share).getByRole('img', { name: /^Kode QR/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const list = await screen.findByRole('dialog', { name: 'Opsi lainnya' });
    expect(list).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it.each([
    ['Simpan ke wishlist', 'pdpAction=wishlist'],
    ['Laporkan produk', `pdpAction=report.product.${SHOES_ID}`],
  ])('sends an anonymous shopper choosing %s through login and back', async (option, action) => {
    const { props } = renderRemote({ path: PATH });
    const { dialog } = await openMoreOptions();
    await userEvent.click(within(dialog).getByRole('button', { name: option }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${PATH}?${action}` });
  });

  it("opens a member's wishlist albums from the list", async () => {
    await backend.session.signIn(BUDI.email);
    renderRemote({ path: PATH, user: BUDI });
    const { dialog } = await openMoreOptions();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan ke wishlist' }));
    const albums = await screen.findByRole('dialog', { name: 'Simpan ke wishlist' });
    expect(await within(albums).findByRole('checkbox', { name: 'Favorit (0 produk)' })).not.toBeChecked();
  });

  it('says the product is in the wishlist once it is saved to a new album, back in the list and after a reload, as the wide screen’s button does', async () => {
    await backend.session.signIn(BUDI.email);
    const first = renderRemote({ path: PATH, user: BUDI });
    const { dialog } = await openMoreOptions();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan ke wishlist' }));
    const albums = await screen.findByRole('dialog', { name: 'Simpan ke wishlist' });
    await userEvent.type(await within(albums).findByRole('textbox', { name: 'Nama album baru' }), 'Kado Lebaran');
    await userEvent.click(within(albums).getByRole('button', { name: 'Buat album dan simpan' }));
    expect(await within(albums).findByText('Produk ini ada di 1 album.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const list = await screen.findByRole('dialog', { name: 'Opsi lainnya' });
    expect(within(list).getByRole('button', { name: 'Ada di wishlist' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Simpan ke wishlist' })).not.toBeInTheDocument();

    // A reload: a new mount reads the albums holding the product afresh, from the same session.
    first.unmount();
    renderRemote({ path: PATH, user: BUDI });
    const again = await openMoreOptions();
    expect(await within(again.dialog).findByRole('button', { name: 'Ada di wishlist' })).toBeInTheDocument();
  });

  it('reads in English', async () => {
    renderRemote({ path: PATH, locale: 'en' });
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'More options' }));
    const dialog = await screen.findByRole('dialog', { name: 'More options' });
    expect(within(dialog).getByRole('button', { name: 'Save to wishlist' })).toBeInTheDocument();
  });
});

it('keeps share and wishlist as buttons of their own on a wide screen', async () => {
  emulateViewportWidth(1280);
  renderRemote({ path: PATH });
  const section = await seller();
  expect(await within(section).findByRole('button', { name: 'Bagikan produk' })).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Simpan ke wishlist' })).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Opsi lainnya' })).not.toBeInTheDocument();
});
