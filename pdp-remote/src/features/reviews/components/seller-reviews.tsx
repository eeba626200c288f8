// The seller's highest reviews under the seller (spec §9: 3, sorted by highest), across the store's
// products: each review's rating, words, reviewer and the product it is about, as the buyers wrote
// them, wrapping at any width. A failed read says so with a retry; a store without reviews shows none.
import { productPath } from '@pdp/host-contract/links';
import { PRODUCT_ID_PREFIXES } from '@pdp/host-contract/product-id';
import { storefrontOf } from '@pdp/host-contract/remotes';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { HostLink } from '../../../shared/ui/host-link';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { Stars } from '../../../shared/ui/stars';
import { theme } from '../../../shared/ui/theme';
import { getSellerReviews } from '../api/reviewers-api';
import { outlinedBox, stackedList } from '../../../shared/ui/layout-styles';

const sellerReviewsRequest = keyedRequest(
  (merchantCode: string) => merchantCode,
  (client, merchantCode, signal) => getSellerReviews(client, merchantCode, signal),
);

export function SellerReviews({ merchantCode }: { merchantCode: string }) {
  const { t } = usePdpMessages(detailsMessages);
  const { vendor } = useMountProps();
  const { state, retry } = useKeyedRequest(sellerReviewsRequest, merchantCode);
  if (state?.status === 'failed') return <InlineAlert message={t('pdp.seller.reviews.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  const reviews = state?.status === 'loaded' ? state.data : null;
  if (!reviews) return <p aria-busy="true">{t('pdp.seller.reviews.loading')}</p>;
  if (reviews.length === 0) return null;
  return (
    <section aria-label={t('pdp.seller.reviews.title')} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), minWidth: 0 }}>
      <h3 css={{ margin: 0, fontSize: 16 }}>{t('pdp.seller.reviews.title')}</h3>
      <ul css={stackedList(2)}>
        {reviews.map((review) => (
          <li key={review.id} css={{ ...outlinedBox, display: 'flex', flexDirection: 'column', gap: theme.space(1), overflowWrap: 'anywhere', minWidth: 0 }}>
            <Stars rating={review.rating} label={t('pdp.seller.reviews.rating', { rating: review.rating })} />
            <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{review.message}</p>
            <span css={{ color: theme.color.muted, fontSize: 14 }}>
              {t('pdp.seller.reviews.by', { name: review.reviewer.name })} ·{' '}
              <HostLink
                to={productPath({
                  vendor: storefrontOf(vendor),
                  productName: review.product.urlFriendlyName,
                  id: `${PRODUCT_ID_PREFIXES.productSku}${review.product.productSku}`,
                })}
              >
                {review.product.name}
              </HostLink>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
