// The reference host's home page: links to product pages, so the PDP can be browsed.
import { useEffect, useState } from 'react';
import { useHost } from '../../shared/host-context';
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { hostPageMessagesId } from '../../shared/i18n/pages.messages.id';
import { pageStyle } from '../../shared/ui/styles';
import { ProductGrid } from '../../shared/ui/product-grid';
import { getRecommendedProducts, type RecommendedProduct } from '../../shared/http/recommended-products';

export function HomePage() {
  const { config } = useHost();
  const { t } = useHostTranslator(hostPageMessagesId);
  const [products, setProducts] = useState<RecommendedProduct[] | 'failed' | null>(null);
  useEffect(() => {
    getRecommendedProducts(config.backendBaseUrl).then(setProducts, () => setProducts('failed'));
  }, [config.backendBaseUrl]);
  return (
    <main id="main" css={pageStyle}>
      <h1 css={{ fontSize: 22 }}>{t('host.home.heading')}</h1>
      {products === null && <p role="status">{t('host.home.loading')}</p>}
      {products === 'failed' && <p role="alert">{t('host.home.loadFailed')}</p>}
      {Array.isArray(products) && <ProductGrid products={products} />}
    </main>
  );
}
