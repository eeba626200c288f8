// Everything one mount of a PDP remote needs around its page: the host's props, its own emotion
// cache (class names never collide with the host or the other remote), its own jotai store, the
// configured backend client, the catalogues, and the log-only boundary around the main view.
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import createCache from '@emotion/cache';
import { Provider as JotaiProvider, useAtomValue, type Atom } from 'jotai';
import type { LifecycleProps, MountProps } from '@pdp/host-contract/contract';
import { MountPropsContext } from '../../shared/mount/mount-context';
import { I18nProvider, type Catalogues } from '../../shared/i18n/i18n-provider';
import { createMountStore, setBackendBaseUrl, type MountStore } from './mount-store';
import { shopperLanguageAtom } from '../../shared/http/backend-atoms';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { Toaster } from '../../shared/ui/toast';
import type { ExtraModals } from '../modals/modal-host';
import { activeModalAtom } from '../../shared/modal/modal-atoms';
import { awaitingHydrationAtom } from '../../shared/ssr/use-hydrated';
import { StorefrontBagContext, type StorefrontBag } from '../../shared/cart/storefront-bag';

export interface RemoteDefinition {
  /** Emotion cache key, unique per remote (`pdp`, `grocery`). */
  cacheKey: string;
  catalogues: Catalogues;
  /** The remote's page; it reads the mount props from context. */
  App: ComponentType;
  /** Modals of the remote's own, beside the page's, by namespaced id (`grocery.…`). */
  modals?: ExtraModals;
  /** Where every add of the page goes (shared/cart/storefront-bag.ts): retail's bag, or the remote's own. */
  bag: Atom<StorefrontBag>;
}

// The modal host comes with the first modal, in the chunk of the modal table (chunk-groups.cjs).
const ModalHost = lazy(() => import('../modals/modal-host'));

function Modals({ extraModals }: { extraModals?: ExtraModals }) {
  const active = useAtomValue(activeModalAtom);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost extraModals={extraModals} />
    </Suspense>
  );
}

function toMountProps(props: Omit<LifecycleProps, 'domElement'>): MountProps {
  const { path, vendor, locale, user, backendBaseUrl, brand, nonce, navigate, requestLogin, reportPageStatus, reportBagCount, reportAnalytics, reportError } =
    props;
  return { path, vendor, locale, user, backendBaseUrl, brand, nonce, navigate, requestLogin, reportPageStatus, reportBagCount, reportAnalytics, reportError };
}

interface RemoteRootProps extends Omit<LifecycleProps, 'domElement'> {
  definition: RemoteDefinition;
  /** A store prepared before rendering (server render, hydration); else the root makes its own. */
  store?: MountStore;
  /** The server render's cache, whose inserted rules it extracts. */
  cache?: EmotionCache;
  /** The server render's: told when a message needs @formatjs/intl. */
  onFormatjsUse?: () => void;
}

export function RemoteRoot({ definition, store: preparedStore, cache: serverCache, onFormatjsUse, ...lifecycleProps }: RemoteRootProps) {
  const mountProps = toMountProps(lifecycleProps);
  const { backendBaseUrl } = mountProps;
  const [store] = useState(() => preparedStore ?? createMountStore(backendBaseUrl));
  const [cache] = useState(() => serverCache ?? createCache({ key: definition.cacheKey, nonce: mountProps.nonce }));
  const [clientBaseUrl, setClientBaseUrl] = useState(backendBaseUrl);

  // Set during render, not in an effect: the page's first effects already call the backend.
  if (clientBaseUrl !== backendBaseUrl) {
    setBackendBaseUrl(store, backendBaseUrl);
    setClientBaseUrl(backendBaseUrl);
  }
  // Read by the client when a write is sent, never rendered: setting it here re-renders nothing.
  if (store.get(shopperLanguageAtom) !== mountProps.locale) store.set(shopperLanguageAtom, mountProps.locale);

  // Hydrated: what only the shopper's own data can say shows from now on, in a render that yields.
  useEffect(() => {
    if (store.get(awaitingHydrationAtom)) startTransition(() => store.set(awaitingHydrationAtom, false));
  }, [store]);

  const { App } = definition;
  return (
    <MountPropsContext.Provider value={mountProps}>
      <CacheProvider value={cache}>
        <JotaiProvider store={store}>
          <StorefrontBagContext.Provider value={definition.bag}>
            <I18nProvider locale={mountProps.locale} catalogues={definition.catalogues} onFormatjsUse={onFormatjsUse}>
              {/* Only logs (spec §8): the sections' own boundaries show the toast; the host is not told,
                so the header and the rest of the host keep working. */}
              <ErrorBoundary>
                {/* Seller- and shopper-written text (names, descriptions, store names) wraps at any width,
                  however long its words: inherited by everything the remote renders, modals included. */}
                <div css={{ display: 'contents', overflowWrap: 'anywhere' }}>
                  <App />
                  <Modals extraModals={definition.modals} />
                  <Toaster />
                </div>
              </ErrorBoundary>
            </I18nProvider>
          </StorefrontBagContext.Provider>
        </JotaiProvider>
      </CacheProvider>
    </MountPropsContext.Provider>
  );
}
