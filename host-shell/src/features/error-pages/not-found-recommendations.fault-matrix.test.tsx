// The fault matrix (tooling/e2e/fault-matrix.e2e.ts) for the 404 page's recommendations, through the
// whole host: on a path that is no page, the homepage recommendation call fails once in each way the
// simulator can fail it. The list says so in the catalogue's words, the 404 empty state and the host
// stay, nothing is thrown, and the retry brings the products, which lead to their pages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRemote } from '../../__tests__/fake-remotes';
import { serveRemote } from '../../__tests__/serve-remote';
import { renderHost } from '../../__tests__/render-host';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../__tests__/backend-mock';
import { FAULT_KINDS, faultHandler, watchPageErrors } from '@pdp/test-kit/fault-matrix';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

startBackendMock();

const RECOMMENDATIONS = `${TEST_BACKEND}/search/homepage-recommendation`;
const FAILED = 'Gagal memuat rekomendasi.';

beforeEach(() => {
  // The retail page a recommended product leads to.
  serveRemote(fakeRemote('retail'));
});
// The e2e's `pageErrors`, and stricter: anything thrown or logged as an error.
const pageErrors = watchPageErrors();

describe('the fault matrix of the 404 page', () => {
  it.each(FAULT_KINDS)(`homepage recommendations (404 page) × %s: says "${FAILED}", the 404 page stays, and a retry brings the products`, async (fault) => {
    const asked: (string | null)[] = [];
    backendServer.use(
      faultHandler('GET', RECOMMENDATIONS, fault, { times: 1 }),
      http.get(RECOMMENDATIONS, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('placement'));
        return envelope([{ name: 'Sepatu Lari Aero', url: '/p/sepatu-lari-aero/ps--SPL-1', imageUrl: '/media/aero.svg', vendor: 'RETAIL', price: 629300 }]);
      }),
    );
    const { router } = renderHost('/tidak/ada');

    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Mungkin kamu suka' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(asked).toEqual([]);

    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    const product = await within(region).findByRole('link', { name: /Sepatu Lari Aero/ });
    expect(within(region).queryByText(FAILED)).not.toBeInTheDocument();
    expect(asked).toEqual(['pdp-404']);
    await userEvent.click(product);
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/sepatu-lari-aero/ps--SPL-1'));
    expect(await screen.findByRole('heading', { name: 'retail /p/sepatu-lari-aero/ps--SPL-1 id anonymous' })).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });
});
