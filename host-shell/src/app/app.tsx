// The host application: shared state, styles, messages and the router.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import createCache from '@emotion/cache';
import type { RuntimeConfig, SignedInUser } from '@pdp/host-contract/contract';
import type { Locale } from '@pdp/host-contract/locale';
import { STOREFRONTS, type Storefront } from '@pdp/host-contract/remotes';
import { HostI18nProvider } from '../shared/i18n/host-i18n';
import { getCurrentUser } from '../features/session/api/session-api';
import { createSessionCheck } from '../shared/session-check';
import { getCart } from '../features/cart/api/get-cart';
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
  /** A server render's: told when a message needs @formatjs/intl. */
  onFormatjsUse?: () => void;
}

export function App({
  config,
  initialLocale,
  preferredLocale = initialLocale,
  onLocaleChange,
  children,
  serverPage = null,
  cache: givenCache,
  nonce,
  onFormatjsUse,
}: AppProps) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [user, setUserState] = useState<SignedInUser | null>(null);
  const [session] = useState(createSessionCheck);
  const setUser = useCallback(
    (next: SignedInUser | null) => {
      session.settle(next);
      setUserState(next);
    },
    [session],
  );
  const [cache] = useState(() => givenCache ?? createCache({ key: 'host', nonce }));
  const [serverPageRef] = useState(() => ({ current: serverPage }));
  const [bagCounts, setBagCounts] = useState<Partial<Record<Storefront, number>>>({});
  const showBagCount = useCallback((vendor: Storefront, count: number) => {
    // Remotes report it: only a whole, sane number is shown.
    if (!Number.isSafeInteger(count) || count < 0) return;
    setBagCounts((counts) => (counts[vendor] === count ? counts : { ...counts, [vendor]: count }));
  }, []);
  // The bags a page reported since they were last read: the report is newer than that read's answer
  // (a member's add right as they became known would else be undone by the bag read before it).
  const reportedBags = useRef(new Set<Storefront>());
  const setBagCount = useCallback(
    (vendor: Storefront, count: number) => {
      reportedBags.current.add(vendor);
      showBagCount(vendor, count);
    },
    [showBagCount],
  );

  useEffect(() => {
    getCurrentUser(config.backendBaseUrl)
      .catch(() => null)
      .then((found) => {
        // A login or logout while the check was on its way is newer than its answer.
        if (!session.pending) return;
        session.settle(found);
        setUserState(found);
      });
  }, [config.backendBaseUrl, session]);

  // The bag count follows who is signed in: their bags' lines, or nothing for a visitor.
  const userId = user?.id ?? null;
  useEffect(() => {
    // Emptied only when there is something to empty: a new empty object would re-render every page at start.
    setBagCounts((counts) => (Object.keys(counts).length === 0 ? counts : {}));
    if (!userId) return undefined;
    let current = true;
    const reported = reportedBags.current;
    reported.clear();
    for (const vendor of STOREFRONTS) {
      getCart(config.backendBaseUrl, vendor).then(
        (cart) => current && !reported.has(vendor) && showBagCount(vendor, cart.items.length),
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [config.backendBaseUrl, userId, showBagCount]);

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
      session,
      serverPage: serverPageRef,
      nonce,
      bagCounts,
      setBagCount,
    }),
    [config, locale, user, setUser, session, onLocaleChange, serverPageRef, nonce, bagCounts, setBagCount],
  );

  return (
    <HostContext.Provider value={value}>
      <CacheProvider value={cache}>
        <HostI18nProvider locale={locale} onFormatjsUse={onFormatjsUse}>
          {children}
        </HostI18nProvider>
      </CacheProvider>
    </HostContext.Provider>
  );
}
