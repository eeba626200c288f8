// A page is rendered once at start: the host's providers settle what they already know (Indonesian,
// an empty bag for a visitor) without new state, so no page under them renders twice for nothing
// (issue 41: each render of the whole page is main-thread work on a slow phone).
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { App } from './app';
import { useHost } from '../shared/host-context';
import { useHostTranslator } from '../shared/i18n/host-i18n';
import { TEST_BACKEND, startHostBackend } from '../__tests__/backend-mock';

const backend = startHostBackend();

const config: RuntimeConfig = {
  brand: 'Pasarku',
  backendBaseUrl: TEST_BACKEND,
  remotes: { retail: { manifestUrl: 'http://host.test/retail/mf-manifest.json' }, grocery: { manifestUrl: 'http://host.test/grocery/mf-manifest.json' } },
};

function renderCounted() {
  const renders = { count: 0 };
  function Page() {
    const { t } = useHostTranslator();
    const { user } = useHost();
    renders.count += 1;
    return <p>{user ? user.name : t('host.page.loading')}</p>;
  }
  render(
    <App config={config} initialLocale="id" onLocaleChange={jest.fn()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </App>,
  );
  return renders;
}

describe('the first render of a page', () => {
  it('is the only one for a visitor in Indonesian, once the session is known', async () => {
    const sessionChecks = backend.answersTo(/\/member\/current-user$/);
    const renders = renderCounted();
    await waitFor(() => expect(sessionChecks()).toBe(1));
    // Let the answer settle: the visitor's empty session changes nothing.
    await act(async () => {
      await Promise.resolve();
    });
    expect(backend.sent('GET', /\/member\/current-user$/)).toHaveLength(1);
    expect(screen.getByText('Memuat halaman…')).toBeInTheDocument();
    expect(renders.count).toBe(1);
  });

  it('renders again when there is news: a signed-in member', async () => {
    await backend.session.signIn('sari@contoh.id');
    const renders = renderCounted();
    expect(await screen.findByText('Sari Wulandari')).toBeInTheDocument();
    expect(renders.count).toBeGreaterThan(1);
  });
});
