// The host application: shared state, styles, messages and the router.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import createCache from '@emotion/cache';
import type { Locale, RuntimeConfig, SignedInUser } from '@pdp/shared-contracts';
import { HostI18nProvider } from '../shared/i18n/host-i18n';
import { getCurrentUser } from '../features/session/api/session-api';
import { HostContext, type HostContextValue, type ServerPage } from '../shared/host-context';

interface AppProps {
  config: RuntimeConfig;
  initialLocale: Locale;
  /** The shopper's stored choice, applied once the server-rendered page (in `initialLocale`) is hydrated. */
  preferredLocale?: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** The routes under their router: BrowserRouter in the browser, StaticRouter on the server. */
  children: ReactNode;
  /** The page the server rendered, if it did. */
  serverPage?: ServerPage | null;
  /** A server render's cache (its rules are extracted); the browser makes its own. */
  cache?: EmotionCache;
  nonce?: string;
}

export function App({ config, initialLocale, preferredLocale = initialLocale, onLocaleChange, children, serverPage = null, cache: givenCache, nonce }: AppProps) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [user, setUser] = useState<SignedInUser | null>(null);
  const [cache] = useState(() => givenCache ?? createCache({ key: 'host', nonce }));
  const [serverPageRef] = useState(() => ({ current: serverPage }));

  useEffect(() => {
    getCurrentUser(config.backendBaseUrl).then(setUser, () => setUser(null));
  }, [config.backendBaseUrl]);

  useEffect(() => {
    if (preferredLocale !== initialLocale) setLocale(preferredLocale);
  }, [preferredLocale, initialLocale]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo<HostContextValue>(
    () => ({
      config,
      locale,
      setLocale: (next) => {
        setLocale(next);
        onLocaleChange(next);
      },
      user,
      setUser,
      serverPage: serverPageRef,
      nonce,
    }),
    [config, locale, user, onLocaleChange, serverPageRef, nonce],
  );

  return (
    <HostContext.Provider value={value}>
      <CacheProvider value={cache}>
        <HostI18nProvider locale={locale}>
          {children}
        </HostI18nProvider>
      </CacheProvider>
    </HostContext.Provider>
  );
}
