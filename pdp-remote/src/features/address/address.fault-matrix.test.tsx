// The fault matrix's saved-addresses row (GET /member/addresses, decision 0072) at the component
// level: the call failing once, each way the simulator can fail it, says so in the picker with a
// retry that brings the addresses, while the regions can still be chosen. Nothing is thrown.
import { screen, waitFor } from '@testing-library/react';
import { backendServer } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, faultHandler, retryIn, saysWithRetry, startFaultMatrix } from '../../__tests__';
import { BUDI, SAVED_URL, chooseSavedAddress, openPicker, renderPage, select, serveRegions, serveSavedAddresses } from './address.test-backend';

startFaultMatrix();

beforeEach(() => window.localStorage.clear());

describe('fault matrix: saved addresses', () => {
  it.each(FAULT_KINDS)(
    'saved addresses × %s: says "Alamat tersimpan belum bisa dimuat.", the regions still work, and its retry brings the addresses',
    async (fault) => {
      serveRegions();
      serveSavedAddresses();
      backendServer.use(faultHandler('GET', SAVED_URL, fault, { times: 1 }));
      const view = renderPage({ user: BUDI });
      const dialog = await openPicker();

      const failed = await saysWithRetry('Alamat tersimpan belum bisa dimuat.', dialog);
      await waitFor(() => expect(select('Provinsi')).toBeEnabled());
      await retryIn(failed);
      await chooseSavedAddress('Budi', 'Jl. Riau 10');
      expect(await screen.findByText('Dikirim ke Bandung Wetan, Kota Bandung')).toBeInTheDocument();
      expect(screen.queryByText('Alamat tersimpan belum bisa dimuat.')).not.toBeInTheDocument();
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
