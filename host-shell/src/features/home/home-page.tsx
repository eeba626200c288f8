// The reference host's home page: links to product pages, so the PDP can be browsed.
import { useEffect, useState } from 'react';
import { RouterLink } from '../../shared/ui/router-link';
import { safeReturnPath } from '@pdp/shared-contracts';
import { useHost } from '../../shared/host-context';
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { hostPageMessagesId } from '../../shared/i18n/pages.messages.id';
import { hostTheme, pageStyle } from '../../shared/ui/styles';
import { getFeaturedProducts, type FeaturedProduct } from './api/get-featured-products';

export function HomePage() {
  const { config } = useHost();
  const { t } = useHostTranslator(hostPageMessagesId);
  const [products, setProducts] = useState<FeaturedProduct[] | 'failed' | null>(null);
  useEffect(() => {
    getFeaturedProducts(config.backendBaseUrl).then(setProducts, () => setProducts('failed'));
  }, [config.backendBaseUrl]);
  return (
    <main id="main" css={pageStyle}>
      <h1 css={{ fontSize: 22 }}>{t('host.home.heading')}</h1>
      {products === null && <p role="status">{t('host.home.loading')}</p>}
      {products === 'failed' && <p role="alert">{t('host.home.loadFailed')}</p>}
      {Array.isArray(products) && (
        <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
          {products.map((product) => (
            <li key={product.url}>
              <RouterLink
                to={safeReturnPath(product.url)}
                css={{ color: hostTheme.color.text, textDecoration: 'none', display: 'block', '&:focus-visible': hostTheme.focusRing }}
              >
                <img
                  src={product.imageUrl}
                  alt=""
                  width={150}
                  height={150}
                  loading="lazy"
                  css={{
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '1 / 1',
                    objectFit: 'cover',
                    borderRadius: hostTheme.radius,
                    background: hostTheme.color.subtle,
                  }}
                />
                <span css={{ display: 'block', marginTop: 4 }}>{product.name}</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
