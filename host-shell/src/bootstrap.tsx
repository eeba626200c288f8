// Starts the host once the shared modules are negotiated: reads the run-time configuration (editable
// after the build) and renders; a remote is registered when its page first needs it.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isOneOf } from '@pdp/backend-api/enums';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { LOCALES, type Locale } from '@pdp/host-contract/locale';
import { ErrorPage, loadErrorPages } from './features/error-pages/lazy-error-page';
import { HostI18nProvider, loadHostEnglish, loadHostFormatjs } from './shared/i18n/host-i18n';
import { readLocalePreference, writeLocalePreference } from './shared/locale-preference';
import { logHostError } from './shared/log';
import { App } from './app/app';
import { HostRoutes } from './app/router';
import type { ServerPage } from './shared/host-context';
import { takeRemoteEntryOfServerPage } from './features/remote-slot/remote-loader';
// Written by the host server so start-up needs no extra round trip (only the constants are imported).
import { RUNTIME_CONFIG_ELEMENT_ID, SERVER_PAGE_ELEMENT_ID } from '../server/page-hints';

const RUNTIME_CONFIG_URL = '/runtime-config.json';

function absolute(url: string): string {
  return new URL(url, window.location.origin).href.replace(/\/$/, '');
}

/** The configuration the server wrote into the page, else the one fetched from /runtime-config.json. */
async function readRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (inline) {
    try {
      return JSON.parse(inline) as RuntimeConfig;
    } catch {
      // Fall through to the file.
    }
  }
  const response = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime config answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const config = await readRuntimeConfig();
  if (!config?.remotes?.retail?.manifestUrl || !config.remotes.grocery?.manifestUrl || typeof config.backendBaseUrl !== 'string') {
    throw new Error('runtime config lacks remotes or backendBaseUrl');
  }
  return {
    ...config,
    brand: config.brand || 'Marketplace',
    backendBaseUrl: absolute(config.backendBaseUrl),
    remotes: {
      retail: { manifestUrl: absolute(config.remotes.retail.manifestUrl) },
      grocery: { manifestUrl: absolute(config.remotes.grocery.manifestUrl) },
    },
  };
}

/**
 * `formatjs`: the server's render showed a message @formatjs/intl formatted (loaded before hydrating).
 * `remoteEntry`: the remote's container, from the manifest the server read (decision 0085).
 */
type RenderedPage = ServerPage & { locale: Locale; nonce?: string; formatjs?: true; remoteEntry?: unknown };

/** The nonce of the page's policy, which the server put on the page's own script (read as a property: browsers hide the attribute). */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/** What the server said about the page it rendered, if it rendered this one. */
function readServerPage(): RenderedPage | null {
  const text = document.getElementById(SERVER_PAGE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as Partial<RenderedPage>;
    const here = `${window.location.pathname}${window.location.search}`;
    return typeof page.path === 'string' && page.path === here && isOneOf(LOCALES, page.locale) ? (page as RenderedPage) : null;
  } catch {
    return null;
  }
}

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The host page has no #root element');
  const serverPage = readServerPage();
  const stored = readLocalePreference();
  const initialLocale = serverPage ? serverPage.locale : stored;
  // A choice kept in storage before the cookie existed: the server renders the next page in it.
  if (stored !== initialLocale) writeLocalePreference(stored);
  try {
    // English is on screen from the first paint (the server rendered it): its messages come first.
    // So is a server-rendered error page: hydration renders it at once, as the server did.
    const [config] = await Promise.all([
      loadRuntimeConfig(),
      initialLocale === 'en' ? loadHostEnglish().catch(() => null) : null,
      serverPage && serverPage.status !== 200 ? loadErrorPages().catch(() => null) : null,
      serverPage?.formatjs === true ? loadHostFormatjs().catch(() => null) : null,
    ]);
    // The remote this page mounts loads without its manifest being fetched again.
    if (serverPage?.remote) takeRemoteEntryOfServerPage(config, serverPage.remote, serverPage.remoteEntry);
    const app = (
      <App
        config={config}
        initialLocale={initialLocale}
        preferredLocale={stored}
        onLocaleChange={writeLocalePreference}
        serverPage={serverPage}
        nonce={serverPage?.nonce ?? pageNonce()}
      >
        <BrowserRouter>
          <HostRoutes />
        </BrowserRouter>
      </App>
    );
    if (serverPage && container.hasChildNodes()) {
      // A task of its own: the modules evaluated above (React, the router, the host's code) end the
      // task they arrived in, and hydration starts in the next, so a slow phone meets two shorter tasks.
      await new Promise((resolve) => setTimeout(resolve, 0));
      // A transition: hydration yields to the shopper's input instead of one long task.
      startTransition(() => {
        hydrateRoot(container, app, { onRecoverableError: (error) => logHostError('host-hydration-error', { reason: String(error) }) });
      });
    } else {
      createRoot(container).render(app);
    }
  } catch (error) {
    logHostError('runtime-config-error', { reason: String(error) });
    createRoot(container).render(
      <HostI18nProvider locale={stored}>
        <BrowserRouter>
          <ErrorPage kind="default" onRetry={() => window.location.reload()} />
        </BrowserRouter>
      </HostI18nProvider>,
    );
  }
}
