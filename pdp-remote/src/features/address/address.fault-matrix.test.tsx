// The fault matrix's saved-addresses row (GET /member/addresses, decision 0072) at the component
// level: the call failing once, each way the simulator can fail it, says so in the picker with a
// retry that brings the addresses, while the regions can still be chosen. Nothing is thrown. The
// backend is the simulator (mounted in MSW), Budi's session signed in (his saved addresses in
// accounts.json), and each fault is a session fault, as the e2e matrix forces it.
import { screen, waitFor } from '@testing-library/react';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, retryIn, saysWithRetry, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { SHOES, chooseSavedAddress, openPicker, select } from './address.test-page';
import { BUDI } from '../../__tests__/members';

sectionsInView(['shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

beforeEach(() => window.localStorage.clear());

describe('fault matrix: saved addresses', () => {
  it.each(FAULT_KINDS)(
    'saved addresses × %s: says "Alamat tersimpan belum bisa dimuat.", the regions still work, and its retry brings the addresses',
    async (fault) => {
      await backend.session.signIn(BUDI.email);
      await backend.session.fault('/backend/member/addresses', fault, { method: 'GET', times: 1 });
      const view = renderRemote({ path: SHOES, user: BUDI });
      expect(await screen.findByText('Dikirim ke Coblong, Kota Bandung')).toBeInTheDocument();
      const dialog = await openPicker();

      const failed = await saysWithRetry('Alamat tersimpan belum bisa dimuat.', dialog);
      await waitFor(() => expect(select('Provinsi')).toBeEnabled());
      await retryIn(failed);
      await chooseSavedAddress('Budi Santoso', 'Jl. Danau Tamblingan No. 7');
      expect(await screen.findByText('Dikirim ke Denpasar Selatan, Kota Denpasar')).toBeInTheDocument();
      expect(screen.queryByText('Alamat tersimpan belum bisa dimuat.')).not.toBeInTheDocument();
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
