// The fault matrix's `pay-later status` row (tooling/e2e/fault-matrix.e2e.ts) at the component level: a
// member's pay-later status fails in each way the simulator can fail it, every time. Spec §8 resets a
// failed read to empty, so the section says nothing of the failure and keeps the general line it shows
// before any status (the member's line never comes); the rest of the page works, and nothing is thrown.
// The backend is the simulator (mounted in MSW), on the running shoes (sepatu-lari-aero-run.json,
// returnable, so the page has its service section) for Sari, whose pay-later is active, her session
// signed in; the fault is a session fault, as the e2e matrix forces it.
import { screen, within } from '@testing-library/react';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, sizePickWorks, untilAnswered, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { SARI } from '../../__tests__/members';
import { SHOES } from '../../__tests__/products';

sectionsInView(['service']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

// ── The row ──

describe('fault matrix: pay-later status', () => {
  it.each(FAULT_KINDS)('pay-later status × %s: says nothing, keeps the general line and the link, and a size pick still works', async (fault) => {
    // Answering, Sari's status would be ACTIVE; the fault answers first.
    await backend.session.signIn(SARI.email);
    await backend.session.fault('/backend/wallet/paylater', fault, { method: 'GET' });
    const answers = backend.answersTo(/^\/backend\/wallet\/paylater$/);
    const view = renderRemote({ path: SHOES, user: SARI });

    await screen.findByRole('region', { name: 'PayLater' });
    await untilAnswered(answers, 1);
    await sizePickWorks(view);
    // Long after the failed answer was in: the general line and the link, never the member's line, nor any failure.
    const payLater = await screen.findByRole('region', { name: 'PayLater' });
    expect(within(payLater).getByText('Beli sekarang, bayar belakangan dengan PayLater.', { exact: true })).toBeInTheDocument();
    expect(within(payLater).getByRole('link', { name: 'Pelajari PayLater' })).toBeInTheDocument();
    expect(screen.queryByText('PayLater kamu aktif. Pilih PayLater saat checkout.')).not.toBeInTheDocument();
    expect(within(payLater).queryByRole('alert')).not.toBeInTheDocument();
  });
});
