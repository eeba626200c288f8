import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fakeRemote, type FakeRemote } from '../__tests__/fake-remotes';
import { renderHost } from '../__tests__/render-host';
import { REMOTE_UNAVAILABLE } from '../features/remote-slot/remote-unavailable';
import { HttpResponse, TEST_BACKEND, http, startHostBackend } from '../__tests__/backend-mock';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const backend = startHostBackend();

let retail: FakeRemote;
let grocery: FakeRemote;

beforeEach(() => {
  retail = fakeRemote('retail');
  grocery = fakeRemote('grocery');
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(async (id) => (id === 'grocery_remote/lifecycles' ? grocery : retail));
  jest.mocked(registerRemotes).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.scrollTo = jest.fn();
});

afterEach(() => jest.restoreAllMocks());

/** Renders the host at `path` and waits until the retail remote has mounted there. */
async function renderWithRetail(path: string) {
  const rendered = renderHost(path);
  await screen.findByRole('heading', { name: /^retail/ });
  return rendered;
}

/** "Coba lagi" on the server-down state mounts the retail remote, its entry registered again past any cached copy. */
async function retryLoadsRetailAfresh() {
  await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('heading', { name: /^retail/ })).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'pdp_remote', entry: expect.stringMatching(/^http:\/\/host\.test\/retail\/remoteEntry\.js\?retry=\d+$/) }],
    { force: true },
  );
}

describe('the host shell', () => {
  it('mounts the retail remote on a product route with the typed props', async () => {
    renderHost('/p/sepatu/ps--SPL-1?qty=2');
    expect(await screen.findByRole('heading', { name: 'retail /p/sepatu/ps--SPL-1?qty=2 id anonymous' })).toBeInTheDocument();
    const props = retail.latest();
    expect(props).toMatchObject({ vendor: 'RETAIL', brand: 'Pasarku', backendBaseUrl: 'http://host.test/backend', user: null });
    expect(loadRemoteMock).toHaveBeenCalledWith('pdp_remote/lifecycles');
  });

  it('mounts the retail remote on the bundling catalog, a route of its own without a product (decision 0071)', async () => {
    renderHost('/retail/bundling-catalog/BND-1');
    expect(await screen.findByRole('heading', { name: 'retail /retail/bundling-catalog/BND-1 id anonymous' })).toBeInTheDocument();
    expect(retail.latest()).toMatchObject({ vendor: 'RETAIL', path: '/retail/bundling-catalog/BND-1' });
  });

  it.each([
    ['/p/sepatu/ps--SPL-1', 'Product Detail Page | Pasarku', 'index,follow'],
    ['/p/sepatu/ps--SPL-1/description', 'Product Detail Page | Pasarku', 'noindex,nofollow'],
    ['/grocery/p/beras/ps--BRS-1', 'Product Detail Page Grocery | Pasarku', 'index,follow'],
    ['/cart', 'Bag', 'index,follow'],
    ['/retail/bundling-catalog/BND-1', 'Katalog paket', 'noindex,nofollow'],
    ['/subscription', 'Pasarku', 'index,follow'],
    ['/tidak/ada', 'Halaman tidak ditemukan', 'index,follow'],
  ])('gives %s the title "%s" and robots %s', async (path, title, robots) => {
    renderHost(path);
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', robots);
  });

  it('follows a path the remote reports, hands it back down, and switches vendor and remote on grocery routes', async () => {
    const { router } = await renderWithRetail('/p/sepatu/ps--SPL-1');
    expect(screen.getByTestId('vendor-badge')).toHaveTextContent('Belanja');
    jest.mocked(window.scrollTo).mockClear();

    act(() => {
      retail.latest().navigate({ path: '/p/sepatu/is--SPL-1-00002', replace: true, resetScroll: false });
    });
    expect(await screen.findByRole('heading', { name: 'retail /p/sepatu/is--SPL-1-00002 id anonymous' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/p/sepatu/is--SPL-1-00002');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(retail.mounts).toHaveLength(1);
    expect(window.scrollTo).not.toHaveBeenCalled();

    act(() => {
      retail.latest().navigate({ path: '/grocery/p/beras/ps--BRS-1', resetScroll: true });
    });
    expect(await screen.findByRole('heading', { name: /^grocery \/grocery\/p\/beras/ })).toBeInTheDocument();
    expect(grocery.latest().vendor).toBe('GROCERY');
    expect(screen.getByTestId('vendor-badge')).toHaveTextContent('Grocery');
    await waitFor(() => expect(retail.unmounts).toBe(1));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('takes the tracking parameters of spec §9 out of the address bar, replacing the entry, and keeps the rest', async () => {
    const { router } = renderHost('/p/sepatu/ps--SPL-1?utm_source=ig&qty=2&pid=7&c=x&af_channel=a&share_link=1&utm_medium=m&utm_campaign=k#ulasan');
    await waitFor(() => expect(router.state.location.search).toBe('?qty=2'));
    expect(router.state.location.hash).toBe('#ulasan');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'retail /p/sepatu/ps--SPL-1?qty=2 id anonymous' })).toBeInTheDocument();

    await act(() => router.navigate('/p/sepatu/ps--SPL-1?utm_source=wa'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('returns to where the shopper was on Back and Forward (spec §3 scroll position), and to the top on a new page', async () => {
    const scrolledTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    sessionStorage.clear();
    // As in a browser, scrolling by script fires a scroll event.
    window.scrollTo = jest.fn((_x: number, y: number) => scrolledTo(y)) as unknown as typeof window.scrollTo;
    const { router } = await renderWithRetail('/p/sepatu/ps--SPL-1');
    scrolledTo(1200);
    await act(() => router.navigate('/p/sepatu/ps--SPL-1/description'));
    await screen.findByRole('heading', { name: /description/ });
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(300);

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'retail /p/sepatu/ps--SPL-1 id anonymous' });
    expect(router.state.historyAction).toBe('POP');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1200);

    await act(() => router.navigate(1));
    await screen.findByRole('heading', { name: /description/ });
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 300);
    const positions = JSON.parse(sessionStorage.getItem('pdp.scroll-position') ?? '[]') as [string, number][];
    expect(
      positions
        .map(([, y]) => y)
        .filter((y) => y > 0)
        .sort((a, b) => a - b),
    ).toEqual([300, 1200]);
  });

  it('never resets the scroll when only the query changes', async () => {
    const { router } = await renderWithRetail('/p/sepatu/ps--SPL-1');
    jest.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/p/sepatu/ps--SPL-1?qty=3'));
    expect(await screen.findByRole('heading', { name: /qty=3/ })).toBeInTheDocument();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it.each([
    ['/p/sepatu-lari-aero/ps--SPL-1', '/_search?searchTerm=sepatu%20lari%20aero'],
    ['/grocery/p/beras-pandan-wangi/ps--BRS-1', '/grocery/cari/beras%20pandan%20wangi'],
  ])('leads from a product no longer sold at %s to a search for products like it', async (path, search) => {
    renderHost(path);
    await screen.findByRole('heading', { name: /^(retail|grocery)/ });
    act(() => {
      (path.startsWith('/grocery') ? grocery : retail).latest().reportPageStatus(410);
    });
    expect(await screen.findByRole('link', { name: 'Cari produk lain' })).toHaveAttribute('href', search);
  });

  it.each([
    [404, 'Halaman tidak ditemukan', 'Kembali ke beranda'],
    [410, 'Produk ini sudah tidak dijual', 'Cari produk lain'],
    [429, 'Lagi ramai banget, nih!', 'Coba lagi'],
    [500, 'Server sedang bermasalah', 'Coba lagi'],
  ] as const)('answers page status %s with its empty state', async (status, title, button) => {
    await renderWithRetail('/p/sepatu/ps--SPL-1');
    act(() => {
      retail.latest().reportPageStatus(status);
    });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole(button === 'Coba lagi' ? 'button' : 'link', { name: button })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('mounts the remote again when the shopper retries after high traffic', async () => {
    await renderWithRetail('/p/sepatu/ps--SPL-1');
    act(() => {
      retail.latest().reportPageStatus(429);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(retail.mounts).toHaveLength(2));
  });

  it('gives id-less and malformed product paths the 404 page without loading a remote', async () => {
    renderHost('/p/sepatu');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    renderHost('/p/sepatu/xx--1');
    expect(await screen.findAllByRole('heading', { name: 'Halaman tidak ditemukan' })).toHaveLength(2);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('shows the server-down state when a remote is down, and loads it afresh on retry', async () => {
    loadRemoteMock.mockResolvedValueOnce({ [REMOTE_UNAVAILABLE]: true, reason: 'manifest 404' });
    renderHost('/p/sepatu/ps--SPL-1');
    expect(await screen.findByRole('heading', { name: 'Server sedang bermasalah' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('[host] remote-mount-error', expect.objectContaining({ remote: 'retail' }));

    await retryLoadsRetailAfresh();
  });

  it('shows the server-down state the server rendered, and loads the remote when the shopper comes back', async () => {
    const { router } = renderHost('/p/sepatu/ps--SPL-1', { serverPage: { path: '/p/sepatu/ps--SPL-1', remote: 'retail', status: 500, state: null } });
    expect(await screen.findByRole('heading', { name: 'Server sedang bermasalah' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();

    await act(() => router.navigate('/cart'));
    await screen.findByRole('heading', { name: 'Bag kamu' });
    await act(() => router.navigate('/p/sepatu/ps--SPL-1'));
    expect(await screen.findByRole('heading', { name: /^retail/ })).toBeInTheDocument();
  });

  it('uses up the remote’s failed script preloads before a retry, so the browser fetches them again', async () => {
    const scriptPreload = (href: string) => {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries({ rel: 'preload', as: 'script', href })) link.setAttribute(name, value);
      return link;
    };
    const preload = scriptPreload('http://host.test/retail/176.js');
    const hostScript = scriptPreload('http://elsewhere.test/host.js');
    document.head.append(preload, hostScript);
    loadRemoteMock.mockResolvedValueOnce({ [REMOTE_UNAVAILABLE]: true, reason: 'chunk 176 failed' });
    renderHost('/p/sepatu/ps--SPL-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Coba lagi' }));

    const throwaway = await waitFor(() => {
      const script = document.head.querySelector<HTMLScriptElement>('script[src="http://host.test/retail/176.js"]');
      if (!script) throw new Error('no throwaway script yet');
      return script;
    });
    expect(preload.isConnected).toBe(false);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    fireEvent.error(throwaway);
    expect(await screen.findByRole('heading', { name: /^retail/ })).toBeInTheDocument();
    expect(throwaway.isConnected).toBe(false);
    expect(hostScript.isConnected).toBe(true);
    hostScript.remove();
  });

  it.each([
    ['answers 404', () => new HttpResponse('Not found', { status: 404 })],
    ['is not a federation manifest', () => HttpResponse.json({ hello: 'world' })],
    ['is not JSON', () => new HttpResponse('<!doctype html><p>maintenance</p>', { headers: { 'content-type': 'text/html' } })],
  ])('shows the server-down state when the manifest %s, and reads it afresh on retry', async (_case, answer) => {
    backend.server.use(http.get('http://host.test/retail/mf-manifest.json', answer, { once: true }));
    renderHost('/p/sepatu/ps--SPL-1');
    expect(await screen.findByRole('heading', { name: 'Server sedang bermasalah' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();

    await retryLoadsRetailAfresh();
  });

  it('shows the server-down state when the remote throws while mounting or reports it broke', async () => {
    retail.mount = async () => {
      throw new Error('render failed');
    };
    renderHost('/p/sepatu/ps--SPL-1');
    expect(await screen.findByRole('heading', { name: 'Server sedang bermasalah' })).toBeInTheDocument();

    const healthy = fakeRemote('retail');
    loadRemoteMock.mockResolvedValue(healthy);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await screen.findByRole('heading', { name: /^retail/ });
    act(() => {
      healthy.latest().reportError({ kind: 'ui-error', message: 'boom' });
    });
    expect(await screen.findByRole('heading', { name: 'Server sedang bermasalah' })).toBeInTheDocument();
    await waitFor(() => expect(healthy.unmounts).toBe(1));
  });

  it('refuses a remote built against another major of the contract', async () => {
    loadRemoteMock.mockResolvedValue(fakeRemote('retail', { contractVersion: '2.0.0' }));
    renderHost('/p/sepatu/ps--SPL-1');
    expect(await screen.findByRole('heading', { name: 'Server sedang bermasalah' })).toBeInTheDocument();
  });

  it('keeps other routes working while a remote is down', async () => {
    loadRemoteMock.mockResolvedValue({ [REMOTE_UNAVAILABLE]: true, reason: 'down' });
    const { router } = renderHost('/p/sepatu/ps--SPL-1');
    await screen.findByRole('heading', { name: 'Server sedang bermasalah' });
    await act(() => router.navigate('/member/seller-chat/MER-1'));
    expect(await screen.findByRole('heading', { name: 'Bagian lain dari marketplace' })).toBeInTheDocument();
    expect(screen.getByText(/\/member\/seller-chat\/MER-1/)).toBeInTheDocument();
  });

  it('passes the chosen language down and remembers it', async () => {
    const { onLocaleChange } = await renderWithRetail('/p/sepatu/ps--SPL-1');
    await userEvent.selectOptions(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Bahasa' }), 'en');
    expect(await screen.findByRole('heading', { name: /^retail .* en anonymous$/ })).toBeInTheDocument();
    expect(onLocaleChange).toHaveBeenCalledWith('en');
    expect(await within(screen.getByRole('banner')).findByText('Language')).toBeInTheDocument();
  });

  it('sends a remote’s login request to /login with the way back', async () => {
    const { router } = await renderWithRetail('/p/sepatu/ps--SPL-1?qty=2');
    act(() => {
      retail.latest().requestLogin({ returnTo: '/p/sepatu/ps--SPL-1?qty=2' });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fp%2Fsepatu%2Fps--SPL-1%3Fqty%3D2');
  });

  describe('a login request made before the session check answered (every remote sees a visitor until then)', () => {
    const REPORT = '/p/sepatu/ps--SPL-1?pdpAction=report.product.ps--SPL-1';

    /**
     * The session check (Sari signed in, or a visitor) waits for `answer`, then the simulator answers it:
     * no handler of the simulator's holds a call until told.
     */
    async function holdSessionCheck(member: 'Sari' | null) {
      if (member) await backend.session.signIn('sari@contoh.id');
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      backend.server.use(
        http.get(`${TEST_BACKEND}/member/current-user`, async () => {
          await answered;
        }),
      );
      return answer;
    }
    /** What the page does at once, within React's work and the promises it leaves. */
    const settled = () =>
      act(async () => {
        await Promise.resolve();
      });

    it('brings a member straight back to finish the action, in place of the page, never by the login page', async () => {
      const answer = await holdSessionCheck('Sari');
      const { router } = await renderWithRetail('/p/sepatu/ps--SPL-1');
      act(() => {
        retail.latest().requestLogin({ returnTo: REPORT });
      });
      await settled();
      expect(router.state.location.search).toBe('');

      answer();
      expect(await screen.findByRole('heading', { name: `retail ${REPORT} id Sari Wulandari` })).toBeInTheDocument();
      expect(router.state.historyAction).toBe('REPLACE');
      // A detour by the login page would have unmounted the page and mounted it again.
      expect(retail.mounts).toHaveLength(1);
      expect(retail.unmounts).toBe(0);
    });

    it('takes a member to another page the way back names as a new entry, from its top', async () => {
      const answer = await holdSessionCheck('Sari');
      const { router } = await renderWithRetail('/p/sepatu/ps--SPL-1');
      jest.mocked(window.scrollTo).mockClear();
      act(() => {
        retail.latest().requestLogin({ returnTo: '/p/sepatu/ps--SPL-1/description?pdpAction=ask' });
      });
      answer();
      await waitFor(() => expect(router.state.location.pathname).toBe('/p/sepatu/ps--SPL-1/description'));
      expect(router.state.historyAction).toBe('PUSH');
      expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    });

    it.each([
      ['the check says so', () => holdSessionCheck(null)],
      [
        'the check fails',
        async () => {
          // The simulator drops the call: no answer at all.
          await backend.session.fault('/backend/member/current-user', 'timeout');
          return () => undefined;
        },
      ],
    ])('sends a visitor to sign in once %s, as a new entry', async (_, hold) => {
      const answer = await hold();
      const { router } = await renderWithRetail('/p/sepatu/ps--SPL-1');
      act(() => {
        retail.latest().requestLogin({ returnTo: REPORT });
      });
      answer();
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent(REPORT)}`);
      expect(router.state.historyAction).toBe('PUSH');
    });

    it('follows only the latest of several requests made while waiting', async () => {
      const answer = await holdSessionCheck('Sari');
      const { router } = await renderWithRetail('/p/sepatu/ps--SPL-1');
      act(() => {
        retail.latest().requestLogin({ returnTo: '/p/sepatu/ps--SPL-1?pdpAction=follow' });
        retail.latest().requestLogin({ returnTo: REPORT });
      });
      answer();
      expect(await screen.findByRole('heading', { name: `retail ${REPORT} id Sari Wulandari` })).toBeInTheDocument();
      await settled();
      expect(router.state.location.search).toBe('?pdpAction=report.product.ps--SPL-1');
      expect([...retail.mounts, ...retail.updates].map((props) => props.path)).not.toContain('/p/sepatu/ps--SPL-1?pdpAction=follow');
    });

    it.each([
      ['a host page', '/cart'],
      ['another product', '/p/sepatu/is--SPL-1-00002'],
    ])('takes a shopper who went to %s meanwhile nowhere', async (_, elsewhere) => {
      const answer = await holdSessionCheck('Sari');
      const { router } = await renderWithRetail('/p/sepatu/ps--SPL-1');
      act(() => {
        retail.latest().requestLogin({ returnTo: REPORT });
      });
      await act(() => router.navigate(elsewhere));
      answer();
      expect(await screen.findByText('Hai, Sari Wulandari')).toBeInTheDocument();
      // Past the answer's own tasks, where a way back would have been taken.
      await settled();
      expect(router.state.location.pathname).toBe(elsewhere);
    });
  });

  it('sends a member whose session ended to sign in: a request made once the check answered does not wait', async () => {
    await backend.session.signIn('sari@contoh.id');
    const { router } = renderHost('/p/sepatu/ps--SPL-1');
    await screen.findByRole('heading', { name: 'retail /p/sepatu/ps--SPL-1 id Sari Wulandari' });
    act(() => {
      retail.latest().requestLogin({ returnTo: '/p/sepatu/ps--SPL-1?pdpAction=follow' });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('ignores a remote’s request to leave the site', async () => {
    const { router } = await renderWithRetail('/p/sepatu/ps--SPL-1');
    act(() => {
      retail.latest().navigate({ path: '//evil.test/phish' });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('a slow remote', () => {
  it('gives up after the load timeout and offers a retry', async () => {
    jest.useFakeTimers();
    try {
      loadRemoteMock.mockImplementation(() => new Promise(() => undefined));
      renderHost('/p/sepatu/ps--SPL-1');
      expect(await screen.findByText('Memuat halaman produk…')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(10_001);
      });
      expect(await screen.findByRole('heading', { name: 'Server sedang bermasalah' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
