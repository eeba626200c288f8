// The fault matrix (tooling/e2e/fault-matrix.e2e.ts) for the 404 page's recommendations, through the
// whole host: on a path that is no page, the homepage recommendation call fails once in each way the
// simulator can fail it. The list says so in the catalogue's words, the 404 empty state and the host
// stay, nothing is thrown, and the retry brings the products, which lead to their pages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRemote } from '../../__tests__/fake-remotes';
import { serveRemote } from '../../__tests__/serve-remote';
import { renderHost } from '../../__tests__/render-host';
import { startHostBackend } from '../../__tests__/backend-mock';
import { FAULT_KINDS, watchPageErrors } from '@pdp/test-kit/fault-matrix';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const backend = startHostBackend();

const RECOMMENDATIONS = '/backend/search/homepage-recommendation';
/** The catalogue's running shoes (sepatu-lari-aero-run.json), a retail best seller. */
const SHOES = { name: 'Sepatu Lari Pria Aero Run 2', path: '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001' };
const FAILED = 'Gagal memuat rekomendasi.';

beforeEach(() => {
  // The retail page a recommended product leads to.
  serveRemote(fakeRemote('retail'));
});
// The e2e's `pageErrors`, and stricter: anything thrown or logged as an error.
const pageErrors = watchPageErrors();

describe('the fault matrix of the 404 page', () => {
  it.each(FAULT_KINDS)(`homepage recommendations (404 page) × %s: says "${FAILED}", the 404 page stays, and a retry brings the products`, async (fault) => {
    // The first call fails, as the e2e matrix forces it: a session fault.
    await backend.session.fault(RECOMMENDATIONS, fault, { method: 'GET', times: 1 });
    /** The placements asked for, and how many calls have had their answer (the fault's too). */
    const asked = () => backend.sent('GET', /\/search\/homepage-recommendation$/).map((call) => [call.query.get('placement'), call.answered]);
    const { router } = renderHost('/tidak/ada');

    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Mungkin kamu suka' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(asked()).toEqual([['pdp-404', true]]);

    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    const product = await within(region).findByRole('link', { name: new RegExp(SHOES.name) });
    expect(within(region).queryByText(FAILED)).not.toBeInTheDocument();
    expect(asked()).toEqual([
      ['pdp-404', true],
      ['pdp-404', true],
    ]);
    await userEvent.click(product);
    await waitFor(() => expect(router.state.location.pathname).toBe(SHOES.path));
    expect(await screen.findByRole('heading', { name: `retail ${SHOES.path} id anonymous` })).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });
});
