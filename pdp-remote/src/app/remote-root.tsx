// Everything one mount of a PDP remote needs around its page: the host's props, its own emotion
// cache (class names never collide with the host or the other remote), its own jotai store, the
// configured backend client, the catalogues, and the log-only boundary around the main view.
import { useMemo, useState, type ComponentType } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { LifecycleProps, MountProps } from '@pdp/shared-contracts';
import { MountPropsContext } from '../shared/mount/mount-context';
import { I18nProvider, type Catalogues } from '../shared/i18n/i18n-provider';
import { createBackendClient } from '../shared/http/backend-client';
import { backendClientAtom, serverClockOffsetAtom } from '../shared/http/backend-atoms';
import { ErrorBoundary } from '../shared/ui/error-boundary';
import { Toaster } from '../shared/ui/toast';
import { ModalHost } from './modal-host';

export interface RemoteDefinition {
  /** Emotion cache key, unique per remote (`pdp`, `grocery`). */
  cacheKey: string;
  catalogues: Catalogues;
  /** The remote's page; it reads the mount props from context. */
  App: ComponentType;
}

function toMountProps(props: LifecycleProps): MountProps {
  const { path, vendor, locale, user, backendBaseUrl, brand, navigate, requestLogin, reportPageStatus, reportError } = props;
  return { path, vendor, locale, user, backendBaseUrl, brand, navigate, requestLogin, reportPageStatus, reportError };
}

export function RemoteRoot({ definition, ...lifecycleProps }: LifecycleProps & { definition: RemoteDefinition }) {
  const [store] = useState(createStore);
  const [cache] = useState(() => createCache({ key: definition.cacheKey }));
  const mountProps = toMountProps(lifecycleProps);
  const { backendBaseUrl, reportError } = mountProps;

  // Set during render, not in an effect: the page's first effects already call the backend.
  useMemo(() => {
    const client = createBackendClient({
      baseUrl: backendBaseUrl,
      onServerTime: (serverNow) => store.set(serverClockOffsetAtom, serverNow - Date.now()),
    });
    store.set(backendClientAtom, client);
  }, [backendBaseUrl, store]);

  const { App } = definition;
  return (
    <MountPropsContext.Provider value={mountProps}>
      <CacheProvider value={cache}>
        <JotaiProvider store={store}>
          <I18nProvider locale={mountProps.locale} catalogues={definition.catalogues}>
            <ErrorBoundary onError={(event) => reportError({ kind: 'ui-error', message: event.message })}>
              <App />
              <ModalHost />
              <Toaster />
            </ErrorBoundary>
          </I18nProvider>
        </JotaiProvider>
      </CacheProvider>
    </MountPropsContext.Provider>
  );
}
