// The host application: shared state, styles, messages and the router.
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import type { Locale, RuntimeConfig, SignedInUser } from '@pdp/shared-contracts';
import { HostI18nProvider } from '../shared/i18n/host-i18n';
import { getCurrentUser } from '../features/session/api/session-api';
import { HostContext, type HostContextValue } from '../shared/host-context';

interface AppProps {
  config: RuntimeConfig;
  initialLocale: Locale;
  onLocaleChange: (locale: Locale) => void;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ config, initialLocale, onLocaleChange, router }: AppProps) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [user, setUser] = useState<SignedInUser | null>(null);
  const [cache] = useState(() => createCache({ key: 'host' }));

  useEffect(() => {
    getCurrentUser(config.backendBaseUrl).then(setUser, () => setUser(null));
  }, [config.backendBaseUrl]);

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
    }),
    [config, locale, user, onLocaleChange],
  );

  return (
    <HostContext.Provider value={value}>
      <CacheProvider value={cache}>
        <HostI18nProvider locale={locale}>
          <RouterProvider router={router} />
        </HostI18nProvider>
      </CacheProvider>
    </HostContext.Provider>
  );
}
