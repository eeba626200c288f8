// The fault matrix (tooling/e2e/fault-matrix.e2e.ts) for the product summary, the remote's half: the
// summary call fails in each way the simulator can fail it, and the remote tells the host the page
// cannot be shown as page status 500 (the host's server-down state with a retry, proven in
// host-shell/src/app/product-summary.fault-matrix.test.tsx), and nothing else: no 404, 410 or 429,
// no error report, nothing thrown, no half page. The host's retry mounts the remote afresh, and with
// the backend answering again the product is shown.
import { screen, waitFor } from '@testing-library/react';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, faultHandler, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { aSummary } from '@pdp/test-kit/summary-factory';

startBackendMock();

const SUMMARY_URL = `${TEST_BACKEND}/product-detail/products/:id/_summary`;

// The e2e's `pageErrors`, and stricter: anything thrown (jsdom reports it as a window error), a
// rejection nobody handles, or anything logged as an error.
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });

describe('the fault matrix of the product summary', () => {
  it.each(FAULT_KINDS)(
    'product summary × %s: reports page status 500 (the host says "Server sedang bermasalah"), throws nothing, and a new mount brings the product',
    async (fault) => {
      let answered = 0;
      backendServer.use(
        faultHandler('GET', SUMMARY_URL, fault, { times: 1 }),
        http.get(SUMMARY_URL, () => {
          answered += 1;
          return envelope(aSummary());
        }),
      );
      const failed = renderRemote();

      await waitFor(() => expect(failed.props.reportPageStatus).toHaveBeenCalledWith(500));
      expect(failed.props.reportPageStatus).toHaveBeenCalledTimes(1);
      expect(failed.props.reportError).not.toHaveBeenCalled();
      // No half page: nothing of the product is shown, nor a section's error.
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(answered).toBe(0);

      // The host's retry: the remote unmounted and mounted afresh.
      failed.unmount();
      const again = renderRemote();

      expect(await screen.findByRole('heading', { level: 1, name: 'Sepatu Lari Aero' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp629.300'));
      expect(again.props.reportPageStatus).not.toHaveBeenCalled();
      expect(answered).toBe(1);
      expect(pageErrors).toEqual([]);
    },
  );
});
