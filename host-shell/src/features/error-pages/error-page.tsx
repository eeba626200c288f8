// The error pages of spec §2 (404, 410, 429 and default), each shown as its empty state: 404, product
// no longer sold, high traffic, server down. A chunk of its own (lazy-error-page.tsx).
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { hostErrorMessagesId } from '../../shared/i18n/errors.messages.id';
import { EmptyState } from './empty-state';

export type ErrorPageKind = 404 | 410 | 429 | 'default';

/**
 * @param searchTo where "Cari produk lain" of a product no longer sold leads (a search for products
 *   like it); home when absent
 */
export interface ErrorPageProps {
  kind: ErrorPageKind;
  onRetry?: () => void;
  searchTo?: string;
}

export function ErrorPage({ kind, onRetry, searchTo }: ErrorPageProps) {
  const { t } = useHostTranslator(hostErrorMessagesId);
  switch (kind) {
    case 404:
      return (
        <EmptyState
          kind="not-found"
          title={t('host.empty.notFound.title')}
          subtitle={t('host.empty.notFound.subtitle')}
          buttonLabel={t('host.empty.notFound.button')}
          to="/"
        />
      );
    case 410:
      return (
        <EmptyState
          kind="gone"
          title={t('host.empty.gone.title')}
          subtitle={t('host.empty.gone.subtitle')}
          buttonLabel={t('host.empty.gone.button')}
          to={searchTo ?? '/'}
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
