// The product's brand (a link to the brand's page of the storefront, spec §2), its name (the page's
// one h1) and its review and sales figures.
import { memo } from 'react';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { brandPath } from '@pdp/host-contract/links';
import { formatRating, formatShortNumber } from '@pdp/host-contract/price-format';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { useMountProps } from '../../../shared/mount/mount-context';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';

export const ProductHeading = memo(function ProductHeading({ summary }: { summary: Pick<ProductSummaryDto, 'name' | 'brand' | 'statistics'> }) {
  const { t } = usePdpTranslator();
  const { vendor } = useMountProps();
  const { rating, reviewCount, soldCount } = summary.statistics;
  return (
    <header>
      {summary.brand && (
        <p css={{ margin: 0, fontSize: 14, overflowWrap: 'anywhere' }}>
          <HostLink
            to={brandPath(vendor, summary.brand.code)}
            css={{ color: theme.color.accent, textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } }}
          >
            {summary.brand.name}
          </HostLink>
        </p>
      )}
      <h1 css={{ fontSize: 20, lineHeight: 1.3, margin: `${theme.space(1)} 0`, [theme.breakpoint.desktop]: { fontSize: 24 } }}>{summary.name}</h1>
      <p css={{ margin: 0, color: theme.color.muted, fontSize: 14, display: 'flex', gap: theme.space(3), flexWrap: 'wrap' }}>
        {reviewCount > 0 && <span>★ {t('pdp.statistics.rating', { rating: formatRating(rating) })}</span>}
        {reviewCount > 0 && <span>{t('pdp.statistics.reviews', { count: formatShortNumber(reviewCount) })}</span>}
        {soldCount > 0 && <span>{t('pdp.statistics.sold', { count: formatShortNumber(soldCount) })}</span>}
      </p>
    </header>
  );
});
