// Recommendations on the 404 page (spec §9: the 404 placement): a shopper who followed a dead link
// still has somewhere to go. Asked for in the browser once the page is shown (the server renders the
// loading line, so hydration matches); the space is kept while it loads, so nothing below jumps. A
// failure says so with a retry; an empty answer shows nothing.
import { useCallback, useEffect, useState } from 'react';
import { RECOMMENDATION_PLACEMENTS } from '@pdp/backend-api/recommendations';
import { useHost } from '../../shared/host-context';
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { hostErrorMessagesId } from '../../shared/i18n/errors.messages.id';
import { getRecommendedProducts, type RecommendedProduct } from '../../shared/http/recommended-products';
import { ProductGrid } from '../../shared/ui/product-grid';
import { buttonStyle, hostTheme } from '../../shared/ui/styles';

/** About two rows of cards: what the list will likely fill, held while it loads. */
const RESERVED_HEIGHT = 480;

export function NotFoundRecommendations() {
  const { config } = useHost();
  const { t } = useHostTranslator(hostErrorMessagesId);
  const [products, setProducts] = useState<RecommendedProduct[] | 'failed' | null>(null);
  const load = useCallback(() => {
    setProducts(null);
    getRecommendedProducts(config.backendBaseUrl, RECOMMENDATION_PLACEMENTS.notFound).then(setProducts, () => setProducts('failed'));
  }, [config.backendBaseUrl]);
  useEffect(load, [load]);
  if (Array.isArray(products) && products.length === 0) return null;
  return (
    <section
      aria-labelledby="not-found-recommendations"
      css={{ maxWidth: 960, margin: '0 auto 48px', padding: '0 16px', minHeight: products === null ? RESERVED_HEIGHT : undefined }}
    >
      <h2 id="not-found-recommendations" css={{ fontSize: 18, margin: '0 0 16px' }}>
        {t('host.notFound.recommendations')}
      </h2>
      {products === null && (
        <p role="status" css={{ color: hostTheme.color.muted }}>
          {t('host.notFound.recommendationsLoading')}
        </p>
      )}
      {products === 'failed' && (
        <div role="alert" css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{t('host.notFound.recommendationsFailed')}</span>
          <button type="button" onClick={load} css={buttonStyle}>
            {t('host.empty.serverDown.button')}
          </button>
        </div>
      )}
      {Array.isArray(products) && <ProductGrid products={products} />}
    </section>
  );
}
