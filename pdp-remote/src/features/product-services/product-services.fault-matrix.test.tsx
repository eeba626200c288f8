// The fault matrix's `pay-later status` row (tooling/e2e/fault-matrix.e2e.ts) at the component level: a
// member's pay-later status fails in each way the simulator can fail it, every time. Spec §8 resets a
// failed read to empty, so the section says nothing of the failure and keeps the general line it shows
// before any status (the member's line never comes); the rest of the page works, and nothing is thrown.
import { screen, within } from '@testing-library/react';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, faultHandler, serveProduct, startFaultMatrix, untilAnswered, variantPickWorks } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';

const { answersTo } = startFaultMatrix();

// ── The row ──

const PAY_LATER_URL = `${TEST_BACKEND}/wallet/paylater`;
/** An item with a service (returnable), so the page has its service section. */
const WITH_SERVICES = aSummary({ tags: ['AVAILABLE', 'RETURNABLE'] });

describe('fault matrix: pay-later status', () => {
  it.each(FAULT_KINDS)('pay-later status × %s: says nothing, keeps the general line and the link, and a variant pick still works', async (fault) => {
    serveProduct(WITH_SERVICES);
    // Answering, the member's status would be ACTIVE; the fault answers first.
    backendServer.use(http.get(PAY_LATER_URL, () => envelope({ status: 'ACTIVE' })));
    backendServer.use(faultHandler('GET', PAY_LATER_URL, fault));
    const answers = answersTo(PAY_LATER_URL);
    const view = renderRemote({ user: { id: 'u-1', name: 'Sari' } });

    await screen.findByRole('region', { name: 'PayLater' });
    await untilAnswered(answers, 1);
    await variantPickWorks(view);
    // Long after the failed answer was in: the general line and the link, never the member's line, nor any failure.
    const payLater = await screen.findByRole('region', { name: 'PayLater' });
    expect(within(payLater).getByText('Beli sekarang, bayar belakangan dengan PayLater.', { exact: true })).toBeInTheDocument();
    expect(within(payLater).getByRole('link', { name: 'Pelajari PayLater' })).toBeInTheDocument();
    expect(screen.queryByText('PayLater kamu aktif. Pilih PayLater saat checkout.')).not.toBeInTheDocument();
    expect(within(payLater).queryByRole('alert')).not.toBeInTheDocument();
  });
});
