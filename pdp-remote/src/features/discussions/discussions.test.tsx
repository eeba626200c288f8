// Discussions as a shopper meets them (spec §3 Discussion, §4 Discussions, §5, §6, §8, §9): pages of
// 3 on a phone and 10 on a desktop, added up; a failed page clearing the list; asking, with its
// validation and failure keeping the question typed; reporting a question or an answer; login and return.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../testing/backend-mock';
import { keepsFocusThenReturnsIt } from '../../testing/focus-trap';
import { renderRemote } from '../../testing/render-remote';
import { aSummary } from '../../testing/summary-factory';
import { HttpResponse } from 'msw';
import { DISCUSSION_QUESTION_DRAFT_KEY } from '@pdp/host-contract/storage-keys';
import { BUDI, aQuestion, serveDiscussions } from './discussions-test-backend';

startBackendMock();
beforeEach(() => {
  backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())));
  Element.prototype.scrollIntoView = jest.fn();
});

const discussion = () => screen.findByRole('region', { name: /^(Diskusi|Discussion)$/ });
const questions = async () => within(await within(await discussion()).findByRole('list', { name: /Daftar pertanyaan|Questions/ })).getAllByRole('listitem');

describe('the discussion section', () => {
  it('shows 3 questions a page on a phone with their answers, adding the next page below', async () => {
    const calls = serveDiscussions();
    renderRemote();
    await waitFor(async () => expect(await questions()).toHaveLength(3));
    const first = (await questions())[0] as HTMLElement;
    expect(within(first).getByText('Ukuran 42 panjangnya berapa cm?')).toBeInTheDocument();
    expect(within(first).getByText('Panjangnya 26,5 cm, Kak.')).toBeInTheDocument();
    expect(within(first).getByText('Penjual')).toBeInTheDocument();
    expect(within((await questions())[1] as HTMLElement).getByText('Belum ada jawaban.')).toBeInTheDocument();
    await userEvent.click(within(await discussion()).getByRole('button', { name: 'Lihat diskusi lainnya' }));
    await waitFor(async () => expect(await questions()).toHaveLength(6));
    expect(calls.lists.map(({ page, itemPerPage }) => [page, itemPerPage])).toEqual([
      [1, 3],
      [2, 3],
    ]);
    expect(calls.lists[0]?.body).toEqual({ sort: 'LATEST' });
  });

  it('shows 10 a page on a desktop', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(min-width: 768px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const calls = serveDiscussions();
      renderRemote();
      await waitFor(async () => expect(await questions()).toHaveLength(10));
      expect(calls.lists[0]?.itemPerPage).toBe(10);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('clears the list and paging when a page fails, and starts again from page 1 on retry', async () => {
    let failPage2 = true;
    serveDiscussions({
      list: (page) => (page === 2 && failPage2 ? HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 }) : undefined),
    });
    renderRemote();
    await waitFor(async () => expect(await questions()).toHaveLength(3));
    await userEvent.click(within(await discussion()).getByRole('button', { name: 'Lihat diskusi lainnya' }));
    const alert = await within(await discussion()).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat diskusi.');
    expect(within(await discussion()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(await discussion()).queryByRole('button', { name: 'Lihat diskusi lainnya' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Aero' })).toBeInTheDocument();
    failPage2 = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(async () => expect(await questions()).toHaveLength(3));
  });

  it('says nobody asked yet, in English too', async () => {
    serveDiscussions({
      list: (page) => HttpResponse.json({ code: 200, status: 'OK', data: [], paging: { page, itemPerPage: 3, total_item: 0, total_page: 0 } }),
    });
    renderRemote({ locale: 'en' });
    expect(await within(await discussion()).findByText('No questions about this product yet.')).toBeInTheDocument();
  });
});

describe('asking a question', () => {
  const openAsk = async () => {
    await userEvent.click(await within(await discussion()).findByRole('button', { name: 'Tulis pertanyaan' }));
    return screen.findByRole('dialog', { name: 'Tulis pertanyaan' });
  };

  it('needs at least 10 characters, guides against personal information, and shows the question first once sent', async () => {
    const calls = serveDiscussions();
    renderRemote({ user: BUDI });
    await waitFor(async () => expect(await questions()).toHaveLength(3));
    const dialog = await openAsk();
    expect(within(dialog).getByText('Jangan tulis data pribadi (nomor HP, alamat, rekening) atau tautan ke situs lain.')).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Pertanyaanmu' });
    await userEvent.type(field, 'Ada 43?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim pertanyaan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Min. 10 karakter');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.created).toEqual([]);
    await userEvent.type(field, ' Ukuran 43 ada, Kak?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim pertanyaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Pertanyaanmu sudah terkirim.')).toBeInTheDocument();
    expect(calls.created).toEqual([{ question: 'Ada 43? Ukuran 43 ada, Kak?' }]);
    await waitFor(async () => expect(within((await questions())[0] as HTMLElement).getByText('Ada 43? Ukuran 43 ada, Kak?')).toBeInTheDocument());
  });

  it("says 'Terjadi kesalahan. Coba kirim ulang lagi.' on a failure, keeping the question typed", async () => {
    let fail = true;
    serveDiscussions({ create: () => (fail ? HttpResponse.json({ code: 503, status: 'ERROR', data: null }, { status: 503 }) : undefined) });
    renderRemote({ user: BUDI });
    const dialog = await openAsk();
    const field = within(dialog).getByRole('textbox', { name: 'Pertanyaanmu' });
    await userEvent.type(field, 'Apakah bisa dicuci mesin?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim pertanyaan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Terjadi kesalahan. Coba kirim ulang lagi.');
    expect(field).toHaveValue('Apakah bisa dicuci mesin?');
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim pertanyaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a member whose session expired to login, and back there the ask form holds the question typed', async () => {
    const path = '/p/sepatu-lari-aero/ps--SPL-1';
    serveDiscussions({ create: () => HttpResponse.json({ code: 401, status: 'UNAUTHORIZED', data: null }, { status: 401 }) });
    const first = renderRemote({ user: BUDI, path });
    const dialog = await openAsk();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pertanyaanmu' }), 'Apakah bisa dicuci mesin?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim pertanyaan' }));
    await waitFor(() => expect(first.props.requestLogin).toHaveBeenCalledWith({ returnTo: `${path}?pdpAction=ask` }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    const calls = serveDiscussions();
    renderRemote({ user: BUDI, path: `${path}?pdpAction=ask` });
    const back = await screen.findByRole('dialog', { name: 'Tulis pertanyaan' });
    expect(within(back).getByRole('textbox', { name: 'Pertanyaanmu' })).toHaveValue('Apakah bisa dicuci mesin?');
    await userEvent.click(within(back).getByRole('button', { name: 'Kirim pertanyaan' }));
    await waitFor(() => expect(calls.created).toEqual([{ question: 'Apakah bisa dicuci mesin?' }]));
  });

  it('keeps a question only for the product it was typed on, and only once', async () => {
    sessionStorage.setItem(DISCUSSION_QUESTION_DRAFT_KEY, JSON.stringify({ productId: 'ps--OTHER-1', question: 'Pertanyaan produk lain?' }));
    serveDiscussions();
    renderRemote({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1?pdpAction=ask' });
    const dialog = await screen.findByRole('dialog', { name: 'Tulis pertanyaan' });
    expect(within(dialog).getByRole('textbox', { name: 'Pertanyaanmu' })).toHaveValue('');
    expect(sessionStorage.getItem(DISCUSSION_QUESTION_DRAFT_KEY)).toBeNull();
  });

  it('traps focus, closes on Escape and returns focus to the ask button', async () => {
    serveDiscussions();
    renderRemote({ user: BUDI });
    const opener = await within(await discussion()).findByRole('button', { name: 'Tulis pertanyaan' });
    const dialog = await openAsk();
    await keepsFocusThenReturnsIt(dialog, opener, 5);
  });

  it('sends an anonymous shopper to login, and back there opens the ask modal', async () => {
    serveDiscussions();
    const { props } = renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1' });
    await userEvent.click(await within(await discussion()).findByRole('button', { name: 'Tulis pertanyaan' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1?pdpAction=ask' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('back from login with a question to ask, opens the ask modal and cleans the address', async () => {
    serveDiscussions();
    const { props } = renderRemote({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1?pdpAction=ask' });
    expect(await screen.findByRole('dialog', { name: 'Tulis pertanyaan' })).toBeInTheDocument();
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/ps--SPL-1', replace: true, resetScroll: false });
  });
});

describe('reporting a question or an answer', () => {
  it.each([
    ['question', 'Laporkan pertanyaan dari Penanya Q2', 'Laporkan pertanyaan', 'product/discussions/question/Q2/_report', 'question'],
    ['answer', 'Laporkan jawaban dari Rina', 'Laporkan jawaban', 'product/discussions/answer/A2/_report', 'answer'],
  ])('reports a %s, and shows the refusal message when it was reported before', async (_kind, button, title, path, field) => {
    let already = false;
    const calls = serveDiscussions({
      report: () =>
        already
          ? HttpResponse.json({ code: 400, status: 'ALREADY_REPORTED', data: null, errors: { [field]: ['Sudah kamu laporkan.'] } }, { status: 400 })
          : undefined,
    });
    renderRemote({ user: BUDI });
    await userEvent.click(await within(await discussion()).findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Berisi tautan luar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Terima kasih, laporanmu sudah kami terima.');
    expect(calls.reports).toEqual([{ path, body: { reason: 'EXTERNAL_LINK' } }]);
    await userEvent.keyboard('{Escape}');
    already = true;
    await userEvent.click(within(await discussion()).getByRole('button', { name: button }));
    const again = await screen.findByRole('dialog', { name: title });
    await userEvent.click(await within(again).findByRole('radio', { name: 'Berisi tautan luar' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('Sudah kamu laporkan.');
  });

  it('sends an anonymous shopper to login to report an answer', async () => {
    serveDiscussions();
    const { props } = renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1' });
    await userEvent.click(await within(await discussion()).findByRole('button', { name: 'Laporkan jawaban dari Rina' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1?pdpAction=report.answer.A2' });
  });

  it.each([
    ['question', 'report.question.Q2', 'Laporkan pertanyaan', 'product/discussions/question/Q2/_report'],
    ['answer', 'report.answer.A2', 'Laporkan jawaban', 'product/discussions/answer/A2/_report'],
  ])('back from login with a %s to report, opens its report once and cleans the address', async (_kind, action, title, path) => {
    const calls = serveDiscussions();
    const { props } = renderRemote({ user: BUDI, path: `/p/sepatu-lari-aero/ps--SPL-1?pdpAction=${action}` });
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/ps--SPL-1', replace: true, resetScroll: false });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Berisi tautan luar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Terima kasih, laporanmu sudah kami terima.');
    expect(calls.reports).toEqual([{ path, body: { reason: 'EXTERNAL_LINK' } }]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('long questions and names', () => {
  it('are cut, never dropped', async () => {
    const name = '👨‍👩‍👧‍👦'.repeat(40);
    serveDiscussions({
      list: (page) =>
        HttpResponse.json({
          code: 200,
          status: 'OK',
          data: [aQuestion('LONG', { question: 'Q'.repeat(3000), askedBy: { name } })],
          paging: { page, itemPerPage: 3, total_item: 1, total_page: 1 },
        }),
    });
    renderRemote();
    await waitFor(async () => expect(await questions()).toHaveLength(1));
    expect(within((await questions())[0] as HTMLElement).getByText('Q'.repeat(2000))).toBeInTheDocument();
  });
});
