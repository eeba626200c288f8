// The fault matrix (tooling/e2e/fault-matrix.e2e.ts) for the product summary, the remote's half: the
// summary call fails in each way the simulator can fail it, and the remote tells the host the page
// cannot be shown as page status 500 (the host's server-down state with a retry, proven in
// host-shell/src/app/product-summary.fault-matrix.test.tsx), and nothing else: no 404, 410 or 429,
// no error report, nothing thrown, no half page. The host's retry mounts the remote afresh, and with
// the backend answering again the product is shown. The backend is the simulator (mounted in MSW), on
// the running shoes (sepatu-lari-aero-run.json); the fault is a session fault, once, as the e2e matrix
// forces it.
import { screen, waitFor } from '@testing-library/react';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { SHOES } from '../../__tests__/products';

sectionsInView([]);
const backend = startSimulatorBackend(TEST_BACKEND);

/** The simulator's path of the shoes' summary. */
const SUMMARY_CALL = /^\/backend\/product-detail\/products\/ps--SPL-60001\/_summary$/;

// The e2e's `pageErrors`, and stricter: anything thrown (jsdom reports it as a window error), a
// rejection nobody handles, or anything logged as an error.
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });

describe('the fault matrix of the product summary', () => {
  it.each(FAULT_KINDS)(
    'product summary × %s: reports page status 500 (the host says "Server sedang bermasalah"), throws nothing, and a new mount brings the product',
    async (fault) => {
      await backend.session.fault('/backend/product-detail/products/*/_summary', fault, { method: 'GET', times: 1 });
      const failed = renderRemote({ path: SHOES });

      await waitFor(() => expect(failed.props.reportPageStatus).toHaveBeenCalledWith(500));
      expect(failed.props.reportPageStatus).toHaveBeenCalledTimes(1);
      expect(failed.props.reportError).not.toHaveBeenCalled();
      // No half page: nothing of the product is shown, nor a section's error.
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // The failed call is the only one: the remote did not ask again on its own.
      expect(backend.sent('GET', SUMMARY_CALL)).toHaveLength(1);

      // The host's retry: the remote unmounted and mounted afresh.
      failed.unmount();
      const again = renderRemote({ path: SHOES });

      expect(await screen.findByRole('heading', { level: 1, name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp629.300'));
      expect(again.props.reportPageStatus).not.toHaveBeenCalled();
      expect(backend.sent('GET', SUMMARY_CALL)).toHaveLength(2);
      expect(pageErrors).toEqual([]);
    },
  );
});
