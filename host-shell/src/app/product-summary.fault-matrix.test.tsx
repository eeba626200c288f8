// The fault matrix (tooling/e2e/fault-matrix.e2e.ts) for the product summary, the host's half: when
// the summary call fails, in any of the simulator's ways, the retail remote reports page status 500
// (proven for each fault in pdp-remote/src/features/product-summary/product-summary.fault-matrix.test.tsx).
// Here a remote reports it: the host shows its server-down state with a retry and stays up, nothing
// is thrown, and the retry mounts the remote afresh, which then shows the product.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRemote, type FakeRemote } from '../__tests__/fake-remotes';
import { serveRemote } from '../__tests__/serve-remote';
import { renderHost } from '../__tests__/render-host';
import { startHostBackend } from '../__tests__/backend-mock';
import { watchPageErrors } from '@pdp/test-kit/fault-matrix';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

startHostBackend();

const PRODUCT = '/p/sepatu-lari-aero/ps--SPL-1';

/** The retail remote whose first mount finds the summary failed (page status 500); the backend answers the next. */
function remoteWhoseSummaryFailsOnce(): FakeRemote {
  const remote = fakeRemote('retail');
  const mount = remote.mount;
  remote.mount = async (props) => {
    await mount(props);
    if (remote.mounts.length === 1) props.reportPageStatus(500);
  };
  return remote;
}

let retail: FakeRemote;
beforeEach(() => {
  retail = serveRemote(remoteWhoseSummaryFailsOnce());
});
// The e2e's `pageErrors`, and stricter: anything thrown or logged as an error.
const pageErrors = watchPageErrors();

describe('the fault matrix of the product summary, at the host', () => {
  it('product summary × every fault (the remote reports page status 500): says "Server sedang bermasalah" with a retry, the host stays up, and the retry brings the product', async () => {
    const { router } = renderHost(PRODUCT);

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Server sedang bermasalah' })).toBeInTheDocument();
    const retry = within(main).getByRole('button', { name: 'Coba lagi' });
    // The host stays: its header, on the same address, and the remote's page is gone.
    expect(screen.getByRole('banner')).toBeVisible();
    expect(router.state.location.pathname).toBe(PRODUCT);
    expect(screen.queryByRole('heading', { name: /^retail / })).not.toBeInTheDocument();
    await waitFor(() => expect(retail.unmounts).toBe(1));

    await userEvent.click(retry);

    expect(await screen.findByRole('heading', { name: `retail ${PRODUCT} id anonymous` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Server sedang bermasalah' })).not.toBeInTheDocument();
    expect(retail.mounts).toHaveLength(2);
    // The page works on: a variant pick goes through the host to the remote.
    act(() => {
      retail.latest().navigate({ path: '/p/sepatu-lari-aero/is--SPL-1-00002', replace: true, resetScroll: false });
    });
    expect(await screen.findByRole('heading', { name: 'retail /p/sepatu-lari-aero/is--SPL-1-00002 id anonymous' })).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });
});
