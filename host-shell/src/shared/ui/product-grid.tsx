// A grid of product cards (picture, name, price), each a link to the product's page through the
// host's router: the home page's list and the 404 page's recommendations.
import { formatRupiah } from '@pdp/host-contract/price-format';
import type { RecommendedProduct } from '../http/recommended-products';
import { RouterLink } from './router-link';
import { hostTheme } from './styles';

export function ProductGrid({ products }: { products: readonly RecommendedProduct[] }) {
  return (
    <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
      {products.map((product) => (
        <li key={product.path} css={{ minWidth: 0 }}>
          <RouterLink
            to={product.path}
            css={{ color: hostTheme.color.text, textDecoration: 'none', display: 'block', overflowWrap: 'anywhere', '&:focus-visible': hostTheme.focusRing }}
          >
            <img
              src={product.imageUrl ?? undefined}
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
            <strong css={{ display: 'block' }}>{formatRupiah(product.price)}</strong>
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
