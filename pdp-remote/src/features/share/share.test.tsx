// Sharing the product as a shopper does it (spec §1, §2 the share modal, §9): from below the seller,
// a QR code and a short link that carry the share's campaign tracking and share_link, the share text,
// copy link, the system share sheet where the browser has one, a short link that fails or comes back
// malformed (the full tracked link is shared instead, and a retry), focus, Escape, and English. It runs
// on the backend simulator (mounted in MSW), on the running shoes' black 41 (sepatu-lari-aero-run.json,
// Rp629.300), whose stand-in provider gives each address its short link (share.test-page.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { SHOES_41 } from '../../__tests__/products';
import { SHARE_LINK_CALL, linkField, openShare, shortLinkOf, stubClipboard, tracked } from './share.test-page';

sectionsInView(['seller']);
const backend = startSimulatorBackend(TEST_BACKEND);
const writeText = stubClipboard();

const PATH = `${SHOES_41}?qty=2&utm_source=ig#ulasan`;
const SHORT = shortLinkOf(tracked(SHOES_41));
const NAME = 'Sepatu Lari Pria Aero Run 2';

/** The addresses the page asked short links for. */
const asked = () => backend.sent('POST', SHARE_LINK_CALL).map((call) => (call.body as { url: unknown }).url);

describe('sharing the product', () => {
  it('offers a QR code and a short link with the share tracking, and the share text; Escape gives focus back', async () => {
    renderRemote({ path: PATH });
    const { button, dialog } = await openShare();
    expect(within(dialog).getByRole('img', { name: `Kode QR untuk membuka ${NAME}` })).toBeInTheDocument();
    await waitFor(() => expect(linkField(dialog)).toHaveValue(SHORT));
    expect(asked()).toEqual([tracked(SHOES_41)]);
    expect(within(dialog).getByRole('textbox', { name: 'Teks untuk dibagikan' })).toHaveValue(`Lihat ${NAME} seharga Rp629.300 di Pasarku: ${SHORT}`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('copies the short link and says so; a refused clipboard says to copy it from the field', async () => {
    renderRemote({ path: PATH });
    const { dialog } = await openShare();
    await waitFor(() => expect(linkField(dialog)).toHaveValue(SHORT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salin tautan' }));
    expect(writeText).toHaveBeenCalledWith(SHORT);
    expect(await within(dialog).findByText('Tautan disalin.')).toBeInTheDocument();
    writeText.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salin tautan' }));
    expect(await within(dialog).findByText('Tautan belum bisa disalin. Salin dari kolom tautan.')).toBeInTheDocument();
  });

  it.each([
    ['fails', () => backend.session.fault('/backend/common/share-link', 'status=500', { method: 'POST', times: 1 })],
    [
      'answers a link that is not https',
      // The simulator's provider only ever gives https links: this one answer is the test's own, once.
      async () => backend.server.use(http.post(`${TEST_BACKEND}/common/share-link`, () => envelope({ link: 'javascript:alert(1)' }), { once: true })),
    ],
  ])('shares the full tracked link when the short link %s, and a retry brings the short one', async (_, failOnce) => {
    await failOnce();
    renderRemote({ path: PATH });
    const { dialog } = await openShare();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tautan pendek belum bisa dibuat. Tautan lengkap tetap bisa dibagikan.');
    expect(linkField(dialog)).toHaveValue(tracked(SHOES_41));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salin tautan' }));
    expect(writeText).toHaveBeenCalledWith(tracked(SHOES_41));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(linkField(dialog)).toHaveValue(SHORT));
  });

  it('hands the text and short link to the system share sheet where the browser has one, and offers none where it has not', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderRemote({ path: PATH });
    const { dialog } = await openShare();
    await waitFor(() => expect(linkField(dialog)).toHaveValue(SHORT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bagikan lewat aplikasi lain' }));
    expect(share).toHaveBeenCalledWith({ title: NAME, text: `Lihat ${NAME} seharga Rp629.300 di Pasarku: ${SHORT}`, url: SHORT });
    expect(screen.getByRole('dialog', { name: 'Bagikan produk' })).toBeInTheDocument();

    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await userEvent.keyboard('{Escape}');
    await openShare();
    expect(screen.queryByRole('button', { name: 'Bagikan lewat aplikasi lain' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    renderRemote({ path: PATH, locale: 'en' });
    const { dialog } = await openShare('Share product');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Product link' })).toHaveValue(SHORT));
    expect(within(dialog).getByRole('textbox', { name: 'Text to share' })).toHaveValue(`See ${NAME} for Rp629.300 at Pasarku: ${SHORT}`);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
