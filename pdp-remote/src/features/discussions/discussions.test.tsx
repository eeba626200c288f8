// Discussions as a shopper meets them (spec §3 Discussion, §4 Discussions, §5, §6, §8, §9): pages of
// 3 on a phone and 10 on a desktop, added up; a failed page clearing the list; asking, with its
// validation and failure keeping the question typed; reporting a question or an answer; login and return.
// Against the backend simulator (its discussion handlers, mounted in MSW), on the running shoes' five
// questions and seven older ones added for this file (12, as a desktop's page of 10 needs), a
// question of 3,000 characters asked of the T-shirt, and the tumbler nobody asked about.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { keepsFocusThenReturnsIt } from '@pdp/test-kit/focus-trap';
import { SHOES } from '../../__tests__/products';
import { renderRemote } from '../../__tests__/render-remote';
import { DISCUSSION_QUESTION_DRAFT_KEY } from '@pdp/host-contract/storage-keys';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { catalogueCopy, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import type { QuestionFixture } from '../../../../tooling/simulator/catalogue/fixture-types';
import { SARI } from '../../__tests__/members';

const LONG_NAME = '👨‍👩‍👧‍👦'.repeat(40);
sectionsInView(['discussion']);
const backend = startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () =>
    catalogueCopy((files) => {
      const shoes = files.get('products/sepatu-lari-aero-run.json') as { questions: QuestionFixture[] };
      const older = (index: number): QuestionFixture => ({
        id: `QST-OLD-${index}`,
        question: `Pertanyaan lama ${index}?`,
        askedBy: `Penanya ${index}`,
        daysAgo: 20 + index,
        answers: [],
      });
      shoes.questions = [...shoes.questions, ...[1, 2, 3, 4, 5, 6, 7].map(older)];
      const kaos = files.get('products/kaos-polos.json') as Record<string, unknown>;
      kaos.questions = [{ id: 'QST-LONG', question: 'Q'.repeat(3000), askedBy: LONG_NAME, daysAgo: 1, answers: [] }];
    }),
});
beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const LIST_CALL = /^\/backend\/product\/products\/[^/]+\/discussions$/;
const ASK_CALL = /^\/backend\/product\/products\/[^/]+\/discussions\/_create$/;
const REPORT_CALL = /^\/backend\/product\/discussions\/(question|answer)\/[^/]+\/_report$/;
const asked = () => backend.sent('POST', ASK_CALL).map((call) => call.body);
const reports = () => backend.sent('POST', REPORT_CALL).map(({ pathname, body }) => ({ pathname, body }));

const discussion = () => screen.findByRole('region', { name: /^(Diskusi|Discussion)$/ });
const questions = async () => within(await within(await discussion()).findByRole('list', { name: /Daftar pertanyaan|Questions/ })).getAllByRole('listitem');

describe('the discussion section', () => {
  it('shows 3 questions a page on a phone with their answers, adding the next page below', async () => {
    renderRemote({ path: SHOES });
    await waitFor(async () => expect(await questions()).toHaveLength(3));
    const first = (await questions())[0] as HTMLElement;
    expect(within(first).getByText('Kak, ukuran 42 panjang telapaknya berapa cm ya?')).toBeInTheDocument();
    expect(within(first).getByText('Halo Kak, ukuran 42 panjangnya 26,5 cm.')).toBeInTheDocument();
    expect(within(first).getByText('Penjual')).toBeInTheDocument();
    await userEvent.click(within(await discussion()).getByRole('button', { name: 'Lihat diskusi lainnya' }));
    await waitFor(async () => expect(await questions()).toHaveLength(6));
    // Gita's question, the fourth, has no answer yet.
    expect(within((await questions())[3] as HTMLElement).getByText('Belum ada jawaban.')).toBeInTheDocument();
    const lists = backend.sent('POST', LIST_CALL);
    expect(lists.map(({ query }) => [query.get('page'), query.get('itemPerPage')])).toEqual([
      ['1', '3'],
      ['2', '3'],
    ]);
    expect(lists[0]?.body).toEqual({ sort: 'LATEST' });
  });

  it('shows 10 a page on a desktop', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(min-width: 768px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      renderRemote({ path: SHOES });
      await waitFor(async () => expect(await questions()).toHaveLength(10));
      expect(backend.sent('POST', LIST_CALL)[0]?.query.get('itemPerPage')).toBe('10');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('clears the list and paging when a page fails, and starts again from page 1 on retry', async () => {
    renderRemote({ path: SHOES });
    await waitFor(async () => expect(await questions()).toHaveLength(3));
    await backend.session.fault('/backend/product/products/*/discussions', 'status=500', { method: 'POST', times: 1 });
    await userEvent.click(within(await discussion()).getByRole('button', { name: 'Lihat diskusi lainnya' }));
    const alert = await within(await discussion()).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat diskusi.');
    expect(within(await discussion()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(await discussion()).queryByRole('button', { name: 'Lihat diskusi lainnya' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(async () => expect(await questions()).toHaveLength(3));
    expect(backend.sent('POST', LIST_CALL).at(-1)?.query.get('page')).toBe('1');
  });

  it('says nobody asked yet, in English too', async () => {
    renderRemote({ path: '/p/tumbler-stainless-500-ml/ps--TMB-60006', locale: 'en' });
    expect(await within(await discussion()).findByText('No questions about this product yet.')).toBeInTheDocument();
  });
});

describe('asking a question', () => {
  const openAsk = async () => {
    await userEvent.click(await within(await discussion()).findByRole('button', { name: 'Tulis pertanyaan' }));
    return screen.findByRole('dialog', { name: 'Tulis pertanyaan' });
  };

  it('needs at least 10 characters, guides against personal information, and shows the question first once sent', async () => {
    await backend.session.signIn();
    renderRemote({ path: SHOES, user: SARI });
    await waitFor(async () => expect(await questions()).toHaveLength(3));
    const dialog = await openAsk();
    expect(within(dialog).getByText('Jangan tulis data pribadi (nomor HP, alamat, rekening) atau tautan ke situs lain.')).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Pertanyaanmu' });
    await userEvent.type(field, 'Ada 43?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim pertanyaan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Min. 10 karakter');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(asked()).toEqual([]);
    await userEvent.type(field, ' Ukuran 43 ada, Kak?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim pertanyaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Pertanyaanmu sudah terkirim.')).toBeInTheDocument();
    expect(asked()).toEqual([{ question: 'Ada 43? Ukuran 43 ada, Kak?' }]);
    await waitFor(async () => expect(within((await questions())[0] as HTMLElement).getByText('Ada 43? Ukuran 43 ada, Kak?')).toBeInTheDocument());
  });

  it("says 'Terjadi kesalahan. Coba kirim ulang lagi.' on a failure, keeping the question typed", async () => {
    await backend.session.signIn();
    await backend.session.fault('/backend/product/products/*/discussions/_create', 'status=503', { method: 'POST', times: 1 });
    renderRemote({ path: SHOES, user: SARI });
    const dialog = await openAsk();
    const field = within(dialog).getByRole('textbox', { name: 'Pertanyaanmu' });
    await userEvent.type(field, 'Apakah bisa dicuci mesin?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim pertanyaan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Terjadi kesalahan. Coba kirim ulang lagi.');
    expect(field).toHaveValue('Apakah bisa dicuci mesin?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim pertanyaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a member whose session expired to login, and back there the ask form holds the question typed', async () => {
    // The host still names the member, but the simulator's session is not signed in: it answers 401.
    const first = renderRemote({ user: SARI, path: SHOES });
    const dialog = await openAsk();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pertanyaanmu' }), 'Apakah bisa dicuci mesin?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim pertanyaan' }));
    await waitFor(() => expect(first.props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES}?pdpAction=ask` }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    await backend.session.signIn();
    renderRemote({ user: SARI, path: `${SHOES}?pdpAction=ask` });
    const back = await screen.findByRole('dialog', { name: 'Tulis pertanyaan' });
    expect(within(back).getByRole('textbox', { name: 'Pertanyaanmu' })).toHaveValue('Apakah bisa dicuci mesin?');
    await userEvent.click(within(back).getByRole('button', { name: 'Kirim pertanyaan' }));
    await waitFor(() => expect(asked()).toEqual([{ question: 'Apakah bisa dicuci mesin?' }, { question: 'Apakah bisa dicuci mesin?' }]));
  });

  it('keeps a question only for the product it was typed on, and only once', async () => {
    sessionStorage.setItem(DISCUSSION_QUESTION_DRAFT_KEY, JSON.stringify({ productId: 'ps--OTHER-1', question: 'Pertanyaan produk lain?' }));
    await backend.session.signIn();
    renderRemote({ user: SARI, path: `${SHOES}?pdpAction=ask` });
    const dialog = await screen.findByRole('dialog', { name: 'Tulis pertanyaan' });
    expect(within(dialog).getByRole('textbox', { name: 'Pertanyaanmu' })).toHaveValue('');
    expect(sessionStorage.getItem(DISCUSSION_QUESTION_DRAFT_KEY)).toBeNull();
  });

  it('traps focus, closes on Escape and returns focus to the ask button', async () => {
    await backend.session.signIn();
    renderRemote({ path: SHOES, user: SARI });
    const opener = await within(await discussion()).findByRole('button', { name: 'Tulis pertanyaan' });
    const dialog = await openAsk();
    await keepsFocusThenReturnsIt(dialog, opener, 5);
  });

  it('sends an anonymous shopper to login, and back there opens the ask modal', async () => {
    const { props } = renderRemote({ path: SHOES });
    await userEvent.click(await within(await discussion()).findByRole('button', { name: 'Tulis pertanyaan' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES}?pdpAction=ask` });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('back from login with a question to ask, opens the ask modal and cleans the address', async () => {
    await backend.session.signIn();
    const { props } = renderRemote({ user: SARI, path: `${SHOES}?pdpAction=ask` });
    expect(await screen.findByRole('dialog', { name: 'Tulis pertanyaan' })).toBeInTheDocument();
    expect(props.navigate).toHaveBeenCalledWith({ path: SHOES, replace: true, resetScroll: false });
  });
});

describe('reporting a question or an answer', () => {
  it.each([
    ['question', 'Laporkan pertanyaan dari Lia', 'Laporkan pertanyaan', '/backend/product/discussions/question/QST-SPL-002/_report'],
    ['answer', 'Laporkan jawaban dari Rina', 'Laporkan jawaban', '/backend/product/discussions/answer/ANS-SPL-003/_report'],
  ])('reports a %s, and shows the refusal message when it was reported before', async (_kind, button, title, pathname) => {
    await backend.session.signIn();
    renderRemote({ path: SHOES, user: SARI });
    await userEvent.click(await within(await discussion()).findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Berisi tautan luar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Terima kasih, laporanmu sudah kami terima.');
    expect(reports()).toEqual([{ pathname, body: { reason: 'EXTERNAL_LINK' } }]);
    await userEvent.keyboard('{Escape}');
    // The simulator refuses the same shopper's second report of it.
    await userEvent.click(within(await discussion()).getByRole('button', { name: button }));
    const again = await screen.findByRole('dialog', { name: title });
    await userEvent.click(await within(again).findByRole('radio', { name: 'Berisi tautan luar' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('Laporanmu sudah kami terima sebelumnya.');
  });

  it('sends an anonymous shopper to login to report an answer', async () => {
    const { props } = renderRemote({ path: SHOES });
    await userEvent.click(await within(await discussion()).findByRole('button', { name: 'Laporkan jawaban dari Rina' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES}?pdpAction=report.answer.ANS-SPL-003` });
  });

  it.each([
    ['question', 'report.question.QST-SPL-002', 'Laporkan pertanyaan', '/backend/product/discussions/question/QST-SPL-002/_report'],
    ['answer', 'report.answer.ANS-SPL-003', 'Laporkan jawaban', '/backend/product/discussions/answer/ANS-SPL-003/_report'],
  ])('back from login with a %s to report, opens its report once and cleans the address', async (_kind, action, title, pathname) => {
    await backend.session.signIn();
    const { props } = renderRemote({ user: SARI, path: `${SHOES}?pdpAction=${action}` });
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(props.navigate).toHaveBeenCalledWith({ path: SHOES, replace: true, resetScroll: false });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Berisi tautan luar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Terima kasih, laporanmu sudah kami terima.');
    expect(reports()).toEqual([{ pathname, body: { reason: 'EXTERNAL_LINK' } }]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('long questions and names', () => {
  it('are cut, never dropped', async () => {
    renderRemote({ path: '/p/kaos-polos-katun-combed-30s/ps--KAO-60002' });
    await waitFor(async () => expect(await questions()).toHaveLength(1));
    expect(within((await questions())[0] as HTMLElement).getByText('Q'.repeat(2000))).toBeInTheDocument();
  });
});
