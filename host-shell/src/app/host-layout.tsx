// The host's frame around every page: header (brand, vendor, language, bag, session) and the page.
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouterLink } from '../shared/ui/router-link';
import { isOneOf } from '@pdp/backend-api/enums';
import { cartPath } from '@pdp/host-contract/links';
import { LOCALES } from '@pdp/host-contract/locale';
import { storefrontOf, type Storefront } from '@pdp/host-contract/remotes';
import { matchRoute, vendorOfMatch, type RouteId } from '@pdp/host-contract/routes';
import { useHostTranslator } from '../shared/i18n/host-i18n';
import type { HostMessageId } from '../shared/i18n/messages.id';
import { hostTheme } from '../shared/ui/styles';
import { usePageMeta } from '../features/page-meta/use-page-meta';
import { UserMenu } from '../features/session/user-menu';
import { useHost } from '../shared/host-context';
import { PageErrorBoundary } from '../shared/ui/page-error-boundary';
import { ErrorPage } from '../features/error-pages/lazy-error-page';
import { logHostWarning } from '../shared/log';

const ROUTE_TITLES: Partial<Record<RouteId, HostMessageId>> = {
  cart: 'host.title.cart',
  'grocery-cart': 'host.title.groceryCart',
  login: 'host.title.login',
  'bundling-catalog': 'host.title.bundlingCatalog',
};

/** The header's badge for the storefront the page sells in. */
const STOREFRONT_BADGES: Record<Storefront, { label: HostMessageId; background: string }> = {
  RETAIL: { label: 'host.header.retail', background: hostTheme.color.subtle },
  GROCERY: { label: 'host.header.grocery', background: '#e6f4ea' },
};

const PHONE = '@media (max-width: 767px)';

const headerLink = {
  color: 'inherit',
  textDecoration: 'none',
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  padding: '0 8px',
  borderRadius: 6,
  '&:focus-visible': hostTheme.focusRing,
  '&[aria-current="page"]': { fontWeight: 700, textDecoration: 'underline' },
} as const;

export function HostLayout() {
  const { t } = useHostTranslator();
  const { config, locale, setLocale, bagCounts } = useHost();
  const { pathname } = useLocation();
  // The route is matched once per location here; the page meta and the product route take this match.
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  const titleKey = match ? ROUTE_TITLES[match.route.id as RouteId] : 'host.title.notFound';
  usePageMeta({ config, metadataTitle: titleKey ? t(titleKey) : undefined, match });
  const vendor = vendorOfMatch(match, pathname);
  const storefront = storefrontOf(vendor);
  const bagCount = bagCounts[storefront];
  // The footer (the analytics choice) loads when its spot comes into view, like any content below
  // the fold: neither the server nor the first render has it, so hydration matches, and a product
  // page's first load does not carry it.
  const [Footer, setFooter] = useState<ComponentType | null>(null);
  const footerSpot = useRef<HTMLDivElement>(null);
  const { analyticsUrl } = config;
  useEffect(() => {
    const spot = footerSpot.current;
    if (!analyticsUrl || !spot) return undefined;
    const load = () =>
      import('../features/analytics/analytics-footer').then(
        (module) => setFooter(() => module.AnalyticsFooter),
        (error: unknown) => logHostWarning('footer-load-failed', { reason: String(error) }),
      );
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load();
    });
    observer.observe(spot);
    return () => observer.disconnect();
  }, [analyticsUrl]);

  return (
    <div data-vendor={vendor} css={{ minHeight: '100vh', color: hostTheme.color.text }}>
      <a href="#main" css={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, background: '#fff', padding: 8, zIndex: 10 } }}>
        {t('host.header.skipToContent')}
      </a>
      <header css={{ borderBottom: `1px solid ${hostTheme.color.border}`, background: '#fff' }}>
        <div
          css={{
            maxWidth: 1200,
            margin: '0 auto',
            padding: '4px 12px',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 8,
            [PHONE]: { rowGap: 0 },
          }}
        >
          <RouterLink to="/" css={{ ...headerLink, fontWeight: 800, fontSize: 20, color: hostTheme.color.accent }}>
            {config.brand}
          </RouterLink>
          <span data-testid="vendor-badge" css={{ padding: '2px 8px', borderRadius: 12, fontSize: 13, background: STOREFRONT_BADGES[storefront].background }}>
            {t(STOREFRONT_BADGES[storefront].label)}
          </span>
          {/* On a phone a line break of its own: the brand and badge above, the language, bag and session
              below, whatever their widths, so nothing jumps between the lines as texts settle. */}
          <span css={{ flex: 1, minWidth: 0, [PHONE]: { flexBasis: '100%', height: 0 } }} />
          <label css={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <span css={{ [PHONE]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' } }}>
              {t('host.header.language')}
            </span>
            <select
              value={locale}
              onChange={(event) => isOneOf(LOCALES, event.target.value) && setLocale(event.target.value)}
              css={{ minHeight: 44, font: 'inherit', borderRadius: 6, '&:focus-visible': hostTheme.focusRing }}
            >
              <option value="id">{t('host.header.languageId')}</option>
              <option value="en">{t('host.header.languageEn')}</option>
            </select>
          </label>
          <RouterLink to={cartPath(vendor)} css={headerLink}>
            {bagCount ? t('host.header.bagWithCount', { count: bagCount }) : t('host.header.bag')}
          </RouterLink>
          <UserMenu />
        </div>
      </header>
      <PageErrorBoundary
        resetKey={pathname}
        fallback={
          <main id="main">
            <ErrorPage kind="default" />
          </main>
        }
      >
        <Outlet context={match} />
      </PageErrorBoundary>
      {Footer ? <Footer /> : <div ref={footerSpot} />}
    </div>
  );
}
