// Sharing the product as a shopper does it (spec §1, §2 the share modal, §9): from below the seller,
// a QR code and a short link that carry the share's campaign tracking and share_link, the share text,
// copy link, the system share sheet where the browser has one, a short link that fails or comes back
// malformed (the full tracked link is shared instead, and a retry), focus, Escape, and English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { aSummary } from '@pdp/test-kit/summary-factory';

startBackendMock();

const SHORT = 'https://pasarku.link/Ab3dE6gH';
const tracked = (medium: 'link' | 'qr') =>
  `${window.location.origin}/p/sepatu-lari-aero/is--SPL-1-00002?utm_source=${medium === 'qr' ? 'qr_code' : 'share'}&utm_medium=${medium}&utm_campaign=pdp_share&share_link=1`;
const PATH = '/p/sepatu-lari-aero/is--SPL-1-00002?qty=2&utm_source=ig#ulasan';
const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
});

/** Answers the share-link call with `answer()` (a short link by default), recording each address asked for. */
function serveShareLink(answer: () => Response = () => envelope({ link: SHORT })) {
  const asked: unknown[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())),
    http.post(`${TEST_BACKEND}/common/share-link`, async ({ request }) => {
      asked.push(((await request.json()) as { url: unknown }).url);
      return answer();
    }),
  );
  return asked;
}

async function openShare(name = 'Bagikan produk') {
  const seller = await screen.findByRole('region', { name: /^(Penjual|Seller)$/ });
  const button = await within(seller).findByRole('button', { name });
  await userEvent.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name }) };
}

const linkField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Tautan produk' });

describe('sharing the product', () => {
  it('offers a QR code and a short link with the share tracking, and the share text; Escape gives focus back', async () => {
    const asked = serveShareLink();
    renderRemote({ path: PATH });
    const { button, dialog } = await openShare();
    expect(within(dialog).getByRole('img', { name: 'Kode QR untuk membuka Sepatu Lari Aero' })).toBeInTheDocument();
    await waitFor(() => expect(linkField(dialog)).toHaveValue(SHORT));
    expect(asked).toEqual([tracked('link')]);
    expect(within(dialog).getByRole('textbox', { name: 'Teks untuk dibagikan' })).toHaveValue(`Lihat Sepatu Lari Aero seharga Rp629.300 di Pasarku: ${SHORT}`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('copies the short link and says so; a refused clipboard says to copy it from the field', async () => {
    serveShareLink();
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
    ['fails', () => HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 })],
    ['answers a link that is not https', () => envelope({ link: 'javascript:alert(1)' })],
  ])('shares the full tracked link when the short link %s, and a retry brings the short one', async (_, failure) => {
    let calls = 0;
    serveShareLink(() => {
      calls += 1;
      return calls === 1 ? failure() : envelope({ link: SHORT });
    });
    renderRemote({ path: PATH });
    const { dialog } = await openShare();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tautan pendek belum bisa dibuat. Tautan lengkap tetap bisa dibagikan.');
    expect(linkField(dialog)).toHaveValue(tracked('link'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salin tautan' }));
    expect(writeText).toHaveBeenCalledWith(tracked('link'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(linkField(dialog)).toHaveValue(SHORT));
  });

  it('hands the text and short link to the system share sheet where the browser has one, and offers none where it has not', async () => {
    serveShareLink();
    const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderRemote({ path: PATH });
    const { dialog } = await openShare();
    await waitFor(() => expect(linkField(dialog)).toHaveValue(SHORT));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bagikan lewat aplikasi lain' }));
    expect(share).toHaveBeenCalledWith({ title: 'Sepatu Lari Aero', text: `Lihat Sepatu Lari Aero seharga Rp629.300 di Pasarku: ${SHORT}`, url: SHORT });
    expect(screen.getByRole('dialog', { name: 'Bagikan produk' })).toBeInTheDocument();

    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await userEvent.keyboard('{Escape}');
    await openShare();
    expect(screen.queryByRole('button', { name: 'Bagikan lewat aplikasi lain' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    serveShareLink();
    renderRemote({ path: PATH, locale: 'en' });
    const { dialog } = await openShare('Share product');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Product link' })).toHaveValue(SHORT));
    expect(within(dialog).getByRole('textbox', { name: 'Text to share' })).toHaveValue(`See Sepatu Lari Aero for Rp629.300 at Pasarku: ${SHORT}`);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
