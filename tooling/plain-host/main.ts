// A host with no framework and no React of its own: only the federation runtime. It mounts the retail
// remote through its single-spa lifecycles, which shows any host framework can do the same. It also
// stands in for the super-app, whose web view mounts the retail page as its own variant (spec §6).
import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { Vendor } from '@pdp/backend-api/enums';
import type { LifecycleProps, RemoteLifecycles, RuntimeConfig } from '@pdp/host-contract/contract';
import type { Locale } from '@pdp/host-contract/locale';
import { REMOTES } from '@pdp/host-contract/remotes';

async function start() {
  const config = (await (await fetch('/runtime-config.json', { cache: 'no-store' })).json()) as RuntimeConfig;
  const federation = createInstance({
    name: 'plain_host',
    remotes: [{ name: REMOTES.retail.name, entry: new URL(config.remotes.retail.manifestUrl, window.location.href).href }],
    // Remotes are built to use their host's federation runtime core: this host provides it.
    plugins: [injectExternalRuntimeCore()],
  });
  const loaded = await federation.loadRemote<{ default?: RemoteLifecycles } & RemoteLifecycles>(`${REMOTES.retail.name}/${REMOTES.retail.expose}`);
  const lifecycles = loaded?.default ?? loaded;
  if (!lifecycles) throw new Error('the retail remote could not be loaded');

  const container = document.getElementById('pdp') as HTMLElement;
  const status = document.getElementById('page-status') as HTMLOutputElement;
  const localeSelect = document.getElementById('locale') as HTMLSelectElement;
  const vendorSelect = document.getElementById('vendor') as HTMLSelectElement;
  const currentPath = () => `${window.location.pathname}${window.location.search}`;

  const props: LifecycleProps = {
    name: 'plain-host-pdp',
    domElement: container,
    path: currentPath(),
    vendor: 'RETAIL',
    locale: 'id',
    user: null,
    backendBaseUrl: new URL(config.backendBaseUrl, window.location.href).href.replace(/\/$/, ''),
    brand: config.brand,
    navigate: ({ path, replace }) => {
      if (replace) window.history.replaceState(null, '', path);
      else window.history.pushState(null, '', path);
      void update();
    },
    requestLogin: ({ returnTo }) => {
      status.value = `login requested, return to ${returnTo}`;
    },
    reportPageStatus: (pageStatus) => {
      status.value = `status ${pageStatus}`;
    },
    reportError: (error) => {
      status.value = `remote error: ${error.message}`;
    },
  };
  const update = () => lifecycles.update({ ...props, path: currentPath(), locale: localeSelect.value as Locale, vendor: vendorSelect.value as Vendor });

  window.addEventListener('popstate', () => void update());
  localeSelect.addEventListener('change', () => void update());
  vendorSelect.addEventListener('change', () => void update());
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  document.body.dataset.mounted = 'true';
}

start().catch((error: unknown) => {
  console.error('[plain-host]', error);
  const status = document.getElementById('page-status');
  if (status) status.textContent = 'The retail remote could not be mounted.';
});
