// The fault matrix (tooling/e2e/fault-matrix.e2e.ts) for the quest event, which the remote publishes
// for a signed-in member's product view (track.ts): the call fails every time in each way the
// simulator can fail it. Tracking is best effort (spec §9): nothing changes for the shopper, nothing
// is thrown or reported to the host, and the member's next step, a variant pick, goes through.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, VARIANT_41_PATH, faultHandler, serveProduct, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';

startBackendMock();

const QUEST = `${TEST_BACKEND}/quest/publish-event`;

// The e2e's `pageErrors`, and stricter: anything thrown (jsdom reports it as a window error), a
// rejection nobody handles, or anything logged as an error.
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });
// The shoes, and their size 41 with 3 left.
beforeEach(() => serveProduct());

describe('the fault matrix of the quest event', () => {
  it.each(FAULT_KINDS)('quest event × %s: says nothing; the product stays and a variant pick goes through', async (fault) => {
    const published: unknown[] = [];
    backendServer.use(
      // Every publish is recorded, then failed (the first handler listed is asked first, and passes it on).
      http.post(QUEST, async ({ request }) => void published.push(await request.clone().json())),
      faultHandler('POST', QUEST, fault),
    );
    const view = renderRemote({ user: { id: 'u1', name: 'Budi' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sepatu Lari Aero' })).toBeInTheDocument();
    await waitFor(() => expect(published).toEqual([{ event: 'visit-product-page', productSku: 'SPL-1', itemSku: 'SPL-1-00001' }]));
    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp629.300'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '41' }));

    expect(view.props.navigate).toHaveBeenCalledWith({ path: VARIANT_41_PATH, replace: true, resetScroll: false });
    view.rerenderWith({ path: VARIANT_41_PATH });
    expect(await screen.findByText('Tersisa 3 produk')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: '41' })).toHaveAttribute('aria-pressed', 'true');
    // One quest per product view: the failed one is not sent again, nor one for the variant.
    expect(published).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.props.reportPageStatus).not.toHaveBeenCalled();
    expect(view.props.reportError).not.toHaveBeenCalled();
    expect(pageErrors).toEqual([]);
  });
});
