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

type EmptyStateAction = { to: string } | { onAction: () => void };

/** The high traffic and server down pages: the button tries again (the caller's retry, else a reload). */
const retry = ({ onRetry }: ErrorPageProps): EmptyStateAction => ({ onAction: onRetry ?? (() => window.location.reload()) });

/** Each page's empty state: its kind, its messages (`host.empty.<messages>.title`, …) and what its button does. */
const PAGES = {
  404: { state: 'not-found', messages: 'notFound', action: () => ({ to: '/' }) },
  410: { state: 'gone', messages: 'gone', action: ({ product }) => ({ to: searchLikeThis(product) ?? '/' }) },
  429: { state: 'high-traffic', messages: 'highTraffic', action: retry },
  default: { state: 'server-down', messages: 'serverDown', action: retry },
} as const satisfies Record<ErrorPageKind, { state: string; messages: string; action: (props: ErrorPageProps) => EmptyStateAction }>;

export function ErrorPage(props: ErrorPageProps) {
  const { t } = useHostTranslator(hostErrorMessagesId);
  // A kind the table does not know (a status a newer remote reports) gets the default page.
  const { state, messages, action } = PAGES[props.kind] ?? PAGES.default;
  const emptyState = (
    <EmptyState
      kind={state}
      title={t(`host.empty.${messages}.title`)}
      subtitle={t(`host.empty.${messages}.subtitle`)}
      buttonLabel={t(`host.empty.${messages}.button`)}
      {...action(props)}
    />
  );
  if (props.kind !== 404) return emptyState;
  return (
    <>
      {emptyState}
      <NotFoundRecommendations />
    </>
  );
}
