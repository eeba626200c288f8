// The seller section as a shopper uses it (spec §4 Merchant follow/unfollow, §6): the followed flag
// read for a member, following and unfollowing on the backend's word only, a failure said and undone,
// and an anonymous shopper's trip through login and back to the seller, where the follow completes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../testing/backend-mock';
import { renderRemote } from '../../testing/render-remote';
import { aSummary } from '../../testing/summary-factory';

startBackendMock();
const scrollIntoView = jest.fn();
beforeEach(() => {
  backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())));
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
});

const BUDI = { id: 'u1', name: 'Budi' };
const serverError = () => HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 });

function serveFavorites({ followed = false, read = (): Response | undefined => undefined, change = (): Response | undefined => undefined } = {}) {
  const calls: string[] = [];
  let current = followed;
  backendServer.use(
    http.get(`${TEST_BACKEND}/official/merchant-favorites/:code`, ({ params }) => {
      calls.push(`GET ${String(params.code)}`);
      return read() ?? envelope({ merchantCode: params.code, followed: current });
    }),
    http.post(`${TEST_BACKEND}/official/merchant-favorites/:code/_follow`, ({ params }) => {
      calls.push(`follow ${String(params.code)}`);
      const custom = change();
      if (custom) return custom;
      current = true;
      return envelope({ merchantCode: params.code, followed: true });
    }),
    http.delete(`${TEST_BACKEND}/official/merchant-favorites/:code/_unfollow`, ({ params }) => {
      calls.push(`unfollow ${String(params.code)}`);
      current = false;
      return envelope({ merchantCode: params.code, followed: false });
    }),
  );
  return calls;
}

const seller = () => screen.findByRole('region', { name: /^(Penjual|Seller)$/ });
const followButton = async (name: string) => within(await seller()).findByRole('button', { name });

describe('following the seller', () => {
  it("reads a member's flag, and unfollows and follows again on the backend's word", async () => {
    const calls = serveFavorites({ followed: true });
    renderRemote({ user: BUDI });
    const following = await followButton('Mengikuti');
    expect(following).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(following);
    expect(await followButton('Ikuti')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(await followButton('Ikuti'));
    expect(await followButton('Mengikuti')).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toEqual(['GET AER-1', 'unfollow AER-1', 'follow AER-1']);
  });

  it('says a failed follow failed and leaves the flag as it was', async () => {
    serveFavorites({ change: serverError });
    renderRemote({ user: BUDI });
    await userEvent.click(await followButton('Ikuti'));
    expect(await within(await seller()).findByRole('alert')).toHaveTextContent('Gagal menyimpan. Silakan coba lagi.');
    expect(await followButton('Ikuti')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a flag it could not read as not followed, and following still works', async () => {
    const calls = serveFavorites({ read: serverError });
    renderRemote({ user: BUDI });
    await waitFor(() => expect(calls).toEqual(['GET AER-1']));
    await userEvent.click(await followButton('Ikuti'));
    expect(await followButton('Mengikuti')).toBeInTheDocument();
  });

  it('sends an anonymous shopper to login, asking nothing first', async () => {
    const calls = serveFavorites();
    const { props } = renderRemote({ path: '/p/sepatu-lari-aero/is--SPL-1-00002?qty=2' });
    await userEvent.click(await followButton('Ikuti'));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/is--SPL-1-00002?qty=2&pdpAction=follow' });
    expect(calls).toEqual([]);
  });

  it('back from login, scrolls to the seller, follows once and takes the action out of the address', async () => {
    const calls = serveFavorites();
    const { props } = renderRemote({ user: BUDI, path: '/p/sepatu-lari-aero/is--SPL-1-00002?qty=2&pdpAction=follow' });
    expect(await followButton('Mengikuti')).toBeInTheDocument();
    expect(calls).toEqual(['GET AER-1', 'follow AER-1']);
    expect(scrollIntoView.mock.contexts).toContain(document.getElementById('pdp-section-seller'));
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00002?qty=2', replace: true, resetScroll: false });
  });

  it('back from login to a seller already followed, changes nothing', async () => {
    const calls = serveFavorites({ followed: true });
    renderRemote({ user: BUDI, path: '/p/sepatu-lari-aero/is--SPL-1-00002?pdpAction=follow' });
    expect(await followButton('Mengikuti')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['GET AER-1']));
  });

  it('reads in English', async () => {
    serveFavorites({ followed: true });
    renderRemote({ user: BUDI, locale: 'en' });
    expect(await followButton('Following')).toHaveAttribute('aria-pressed', 'true');
  });
});
