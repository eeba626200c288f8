// The fault matrix of the discussion (tooling/e2e/fault-matrix.e2e.ts, one test per row, named by its
// `call`): the questions, asking one, the report reasons and reporting a question or an answer, failed
// in every way the simulator fails a call (FAULT_KINDS). Each proves what its row proves in the
// browser: the failure says the catalogue's words, what the shopper typed or chose is kept, a retry
// brings the data back where the row presses "Coba lagi", the rest keeps working, nothing is thrown.
// The backend is the simulator (mounted in MSW) on the running shoes' questions (five, three a page;
// Lia's has the seller's answer and Rina's), and each fault is its own: a session fault, as the e2e
// matrix forces it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, alertSaying, retryIn, watchNothingThrown } from '../../__tests__';
import { SHOES } from '../../__tests__/products';
import { renderRemote } from '../../__tests__/render-remote';
import { reasonsBackOnRetry, sendingFailsKeepingReport } from '../../__tests__/report-modal';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { SARI } from '../../__tests__/members';

sectionsInView(['discussion']);
const backend = startSimulatorBackend(TEST_BACKEND);
beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

/** The page works on: picking size 41 asks the host for the shoes' black 41. */
const variantPickGoesToHost = async (props: LifecycleProps) => {
  await userEvent.click(await screen.findByRole('button', { name: '41' }));
  expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/sepatu-lari-pria-aero-run-2/is--SPL-60001-00002' }));
};

/** What the e2e matrix's `pageErrors` catches, in jsdom: a part's boundary logging what it threw, an uncaught error or rejection. */
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });

const discussion = () => screen.findByRole('region', { name: 'Diskusi' });
const questions = async () => within(await within(await discussion()).findByRole('list', { name: 'Daftar pertanyaan' })).getAllByRole('listitem');

describe('fault matrix: discussions', () => {
  it.each(FAULT_KINDS)('discussions × %s: says "Gagal memuat diskusi.", the page works on, and a retry brings the questions', async (fault) => {
    await backend.session.fault('/backend/product/products/*/discussions', fault, { method: 'POST', times: 1 });
    const { props } = renderRemote({ path: SHOES });
    const alert = await alertSaying(await discussion(), 'Gagal memuat diskusi.');
    await variantPickGoesToHost(props);
    await retryIn(alert);
    await waitFor(async () => expect(await questions()).toHaveLength(3));
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('discussion ask × %s: says "Terjadi kesalahan. Coba kirim ulang lagi." and keeps the question typed', async (fault) => {
    await backend.session.signIn();
    await backend.session.fault('/backend/product/products/*/discussions/_create', fault, { method: 'POST' });
    renderRemote({ path: SHOES, user: SARI });
    await userEvent.click(await within(await discussion()).findByRole('button', { name: 'Tulis pertanyaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tulis pertanyaan' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pertanyaanmu' }), 'Apakah ada ukuran 43?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim pertanyaan' }));
    await alertSaying(dialog, 'Terjadi kesalahan. Coba kirim ulang lagi.');
    expect(within(dialog).getByRole('textbox', { name: 'Pertanyaanmu' })).toHaveValue('Apakah ada ukuran 43?');
    expect(within(dialog).getByRole('button', { name: 'Kirim pertanyaan' })).toBeEnabled();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('question report reasons × %s: says "Gagal memuat alasan laporan." in the report, and a retry brings the reasons', async (fault) => {
    await backend.session.signIn();
    await backend.session.fault('/backend/common/content/review-reasons', fault, { method: 'GET', times: 1 });
    renderRemote({ path: SHOES, user: SARI });
    await userEvent.click(await within(await discussion()).findByRole('button', { name: 'Laporkan pertanyaan dari Lia' }));
    await reasonsBackOnRetry(await screen.findByRole('dialog', { name: 'Laporkan pertanyaan' }), 'Berisi tautan luar');
    expect(pageErrors).toEqual([]);
  });

  describe.each([
    { call: 'question report', path: '/backend/product/discussions/question/*/_report', button: 'Laporkan pertanyaan dari Lia', dialog: 'Laporkan pertanyaan' },
    { call: 'answer report', path: '/backend/product/discussions/answer/*/_report', button: 'Laporkan jawaban dari Rina', dialog: 'Laporkan jawaban' },
  ])('$call', ({ call, path, button, dialog: title }) => {
    it.each(FAULT_KINDS)(`${call} × %s: says "Gagal mengirim laporan. Silakan coba lagi." and keeps the reason chosen`, async (fault) => {
      await backend.session.signIn();
      await backend.session.fault(path, fault, { method: 'POST' });
      renderRemote({ path: SHOES, user: SARI });
      await userEvent.click(await within(await discussion()).findByRole('button', { name: button }));
      await sendingFailsKeepingReport(await screen.findByRole('dialog', { name: title }), { reason: 'Berisi tautan luar' });
      expect(pageErrors).toEqual([]);
    });
  });
});
