// The fault matrix (tooling/e2e/fault-matrix.e2e.ts) for the quest event, which the remote publishes
// for a signed-in member's product view (track.ts): the call fails every time in each way the
// simulator can fail it. Tracking is best effort (spec §9): nothing changes for the shopper, nothing
// is thrown or reported to the host, and the member's next step, a variant pick, goes through. The
// backend is the simulator (mounted in MSW), on the running shoes (sepatu-lari-aero-run.json), their
// member signed in; each fault is a session fault, as the e2e matrix forces it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI } from '../../__tests__/members';
import { SHOES, SHOES_41 } from '../../__tests__/products';

// The first screen only: the quest event is published on the product view, not by a section.
sectionsInView([]);
const backend = startSimulatorBackend(TEST_BACKEND);

const QUEST_CALL = /^\/backend\/quest\/publish-event$/;
const published = () => backend.sent('POST', QUEST_CALL).map((call) => call.body);

// The e2e's `pageErrors`, and stricter: anything thrown (jsdom reports it as a window error), a
// rejection nobody handles, or anything logged as an error.
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });
beforeEach(() => backend.session.signIn(BUDI.email));

describe('the fault matrix of the quest event', () => {
  it.each(FAULT_KINDS)('quest event × %s: says nothing; the product stays and a variant pick goes through', async (fault) => {
    await backend.session.fault('/backend/quest/publish-event', fault, { method: 'POST' });
    const answers = backend.answersTo(QUEST_CALL);
    const view = renderRemote({ user: BUDI, path: SHOES });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
    await waitFor(() => expect(published()).toEqual([{ event: 'visit-product-page', productSku: 'SPL-60001', itemSku: 'SPL-60001-00001' }]));
    // The failed publish has had its answer (the fault's) before the page is read.
    await waitFor(() => expect(answers()).toBe(1));
    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp629.300'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '41' }));

    expect(view.props.navigate).toHaveBeenCalledWith({ path: SHOES_41, replace: true, resetScroll: false });
    view.rerenderWith({ path: SHOES_41 });
    expect(await screen.findByText('Tersisa 3 produk')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: '41' })).toHaveAttribute('aria-pressed', 'true');
    // One quest per product view: the failed one is not sent again, nor one for the variant.
    expect(published()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.props.reportPageStatus).not.toHaveBeenCalled();
    expect(view.props.reportError).not.toHaveBeenCalled();
    expect(pageErrors).toEqual([]);
  });
});
