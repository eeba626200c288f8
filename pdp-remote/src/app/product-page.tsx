// The product page: composes the features around one product id. Shared with the grocery remote
// through the public exports; `renderBanner` lets it add what only grocery shows.
import { useEffect, type ReactNode } from 'react';
import { itemProductId, productPath, type ProductId, type ProductSummaryDto } from '@pdp/shared-contracts';
import { useMountProps } from '../shared/mount/mount-context';
import { usePdpTranslator } from '../shared/i18n/use-pdp-translator';
import { ErrorBoundary } from '../shared/ui/error-boundary';
import { theme } from '../shared/ui/theme';
import { useProductSummary } from '../features/product-summary/hooks/use-product-summary';
import { ProductHeading } from '../features/product-summary/components/product-heading';
import { StockNotice } from '../features/product-summary/components/stock-notice';
import { MainImage } from '../features/product-media/components/main-image';
import { ProductPrice } from '../features/pricing/components/product-price';
import { CategoryBreadcrumbs } from '../features/breadcrumbs/components/category-breadcrumbs';
import { VariantPicker } from '../features/variant-selection/components/variant-picker';
import { ProductPageSkeleton } from './product-page-skeleton';
import { InlineAlert } from './inline-alert';

interface ProductPageProps {
  productId: ProductId;
  /** Shown above the product, e.g. a special page's heading or the grocery label. */
  renderBanner?: (summary: ProductSummaryDto) => ReactNode;
}

const FATAL_STATUSES = [404, 410, 429] as const;

function Section({ children }: { children: ReactNode }) {
  const { t } = usePdpTranslator();
  return <ErrorBoundary fallback={<p css={{ color: theme.color.muted }}>{t('pdp.uiError.sectionFallback')}</p>}>{children}</ErrorBoundary>;
}

export function ProductPage({ productId, renderBanner }: ProductPageProps) {
  const { navigate, reportPageStatus, path } = useMountProps();
  const { t } = usePdpTranslator();
  const state = useProductSummary(productId.raw);
  const { status, error, summary } = state;
  const isCurrent = state.productId === productId.raw;
  // While another variant of the shown product loads, keep it on screen; a different product waits in skeleton.
  const shown =
    summary && (isCurrent || summary.options.some((option) => itemProductId(option.itemSku) === productId.raw)) ? summary : null;

  useEffect(() => {
    if (status !== 'failed' || !isCurrent || !error) return;
    const fatal = FATAL_STATUSES.find((candidate) => candidate === error.status);
    if (fatal) reportPageStatus(fatal);
    else if (!shown) reportPageStatus(500);
  }, [status, isCurrent, error, shown, reportPageStatus]);

  if (!shown) return <ProductPageSkeleton label={t('pdp.page.loading')} />;

  const pickVariant = (itemSku: string) => {
    const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
    navigate({
      path: `${productPath({ vendor: shown.vendor === 'GROCERY' ? 'GROCERY' : 'RETAIL', productName: shown.urlFriendlyName, id: itemProductId(itemSku) })}${query}`,
      replace: true,
      resetScroll: false,
    });
  };

  return (
    <article
      aria-busy={status === 'loading'}
      css={{ maxWidth: 1200, margin: '0 auto', padding: theme.space(4), color: theme.color.text, display: 'flex', flexDirection: 'column', gap: theme.space(4) }}
    >
      <Section>
        <CategoryBreadcrumbs categories={shown.categories} />
      </Section>
      {renderBanner?.(shown)}
      {status === 'failed' && isCurrent && error && !FATAL_STATUSES.some((candidate) => candidate === error.status) && (
        <InlineAlert message={t('pdp.page.variantLoadFailed')} actionLabel={t('pdp.page.retry')} onAction={state.retry} />
      )}
      <div css={{ display: 'grid', gap: theme.space(6), gridTemplateColumns: 'minmax(0, 1fr)', [theme.breakpoint.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } }}>
        <Section>
          <MainImage images={shown.images} productName={shown.name} />
        </Section>
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), minWidth: 0 }}>
          <Section>
            <ProductHeading summary={shown} />
          </Section>
          <Section>
            <ProductPrice price={shown.price} />
          </Section>
          <Section>
            <StockNotice summary={shown} />
          </Section>
          <Section>
            <VariantPicker attributes={shown.attributes} options={shown.options} busy={status === 'loading'} onPick={pickVariant} />
          </Section>
        </div>
      </div>
    </article>
  );
}
