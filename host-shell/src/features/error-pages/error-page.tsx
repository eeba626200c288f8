// The error pages of spec §2 (404, 410, 429 and default), each shown as its empty state: 404, product
// no longer sold, high traffic, server down; the 404 page recommends products too. A chunk of its
// own (lazy-error-page.tsx).
import { grocerySearchPath, searchPath } from '@pdp/host-contract/links';
import { storefrontOf } from '@pdp/host-contract/remotes';
import type { RouteMatch } from '@pdp/host-contract/routes';
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { hostErrorMessagesId } from '../../shared/i18n/errors.messages.id';
import { EmptyState } from './empty-state';
import { NotFoundRecommendations } from './not-found-recommendations';

export type ErrorPageKind = 404 | 410 | 429 | 'default';

/**
 * @param product the product route the page is for: "Cari produk lain" of a product no longer sold
 *   searches for products like it (home when absent)
 */
export interface ErrorPageProps {
  kind: ErrorPageKind;
  onRetry?: () => void;
  product?: RouteMatch;
}

/** A search of the storefront for products like the one named in the path (its words, from the URL name). */
function searchLikeThis(match: RouteMatch | undefined): string | undefined {
  const words = match?.params.productName?.replace(/-+/g, ' ').trim();
  if (!match || !words) return undefined;
  return storefrontOf(match.route.vendor) === 'GROCERY' ? grocerySearchPath(words) : searchPath(words);
}

export function ErrorPage({ kind, onRetry, product }: ErrorPageProps) {
  const { t } = useHostTranslator(hostErrorMessagesId);
  switch (kind) {
    case 404:
      return (
        <>
          <EmptyState
            kind="not-found"
            title={t('host.empty.notFound.title')}
            subtitle={t('host.empty.notFound.subtitle')}
            buttonLabel={t('host.empty.notFound.button')}
            to="/"
          />
          <NotFoundRecommendations />
        </>
      );
    case 410:
      return (
        <EmptyState
          kind="gone"
          title={t('host.empty.gone.title')}
          subtitle={t('host.empty.gone.subtitle')}
          buttonLabel={t('host.empty.gone.button')}
          to={searchLikeThis(product) ?? '/'}
        />
      );
    case 429:
      return (
        <EmptyState
          kind="high-traffic"
          title={t('host.empty.highTraffic.title')}
          subtitle={t('host.empty.highTraffic.subtitle')}
          buttonLabel={t('host.empty.highTraffic.button')}
          onAction={onRetry ?? (() => window.location.reload())}
        />
      );
    default:
      return (
        <EmptyState
          kind="server-down"
          title={t('host.empty.serverDown.title')}
          subtitle={t('host.empty.serverDown.subtitle')}
          buttonLabel={t('host.empty.serverDown.button')}
          onAction={onRetry ?? (() => window.location.reload())}
        />
      );
  }
}
