// What the seller's badge and rating modals share: their column, the content's text in the page's
// language, and the content while it loads, fails (with a retry) or is shown.
import type { ReactNode } from 'react';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import type { Bilingual } from '../api/seller-ratings';

export const column = { display: 'flex', flexDirection: 'column', gap: theme.space(2), overflowWrap: 'anywhere', minWidth: 0 } as const;

export function useContentText() {
  const { t, locale } = usePdpMessages(detailsMessages);
  return { t, text: (value: Bilingual) => (locale.startsWith('en') ? value.en : value.id) };
}

/** The content a modal explains with: loading, failed (with a retry) or shown. */
export function Loaded<T>({
  state,
  retry,
  children,
}: {
  state: { status: string; data: T | null } | null;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = usePdpMessages(detailsMessages);
  if (state?.status === 'failed') return <InlineAlert message={t('pdp.seller.info.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  if (state?.status !== 'loaded' || state.data === null) return <p aria-busy="true">{t('pdp.seller.info.loading')}</p>;
  return <>{children(state.data)}</>;
}
