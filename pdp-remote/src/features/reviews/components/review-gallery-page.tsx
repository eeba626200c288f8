// The review gallery secondary page (`/p/:name/:id/review-gallery`, spec §2, §9): the photos of every
// review, 15 a page, later pages added below, each opening the product review modal (the photo and
// the review it belongs to). A failed page says so with a retry and keeps the photos shown.
import { useEffect, useState } from 'react';
import type { ImageDto } from '@pdp/backend-api/backend';
import { storefrontOf } from '@pdp/host-contract/remotes';
import { useMountProps } from '../../../shared/mount/mount-context';
import { reviewDetailPath, type ReviewPageProps } from '../model/review-paths';
import { useModal } from '../../../shared/modal/use-modal';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { addPage } from '../../../shared/state/add-page';
import { SecondaryPageFrame } from '../../../shared/ui/secondary-page-frame';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import type { ReviewImage } from '../model/reviews';
import { reviewImagesRequest as imagesRequest } from '../state/review-images-request';

export function ReviewGalleryPage({ summary, productId, productPath }: ReviewPageProps) {
  const { productSku, name: productName } = summary;
  const { vendor } = useMountProps();
  const paths = { vendor: storefrontOf(vendor), urlFriendlyName: summary.urlFriendlyName, productId };
  const { t } = usePdpMessages(communityMessages);
  const { openModal } = useModal();
  const [page, setPage] = useState(1);
  const [images, setImages] = useState<ReviewImage[]>([]);
  const { state, retry } = useKeyedRequest(imagesRequest, { productSku, page });
  const loaded = state?.status === 'loaded' ? state.data : null;

  useEffect(() => {
    if (loaded) setImages((current) => addPage(current, loaded.page, loaded.images));
  }, [loaded]);

  const previews: ImageDto[] = images.map((image, index) => ({
    full: image.full,
    thumbnail: image.thumbnail,
    alt: t('pdp.reviews.galleryImage', { index: index + 1 }),
  }));
  const hasMore = loaded ? loaded.page < loaded.totalPages : false;

  return (
    <SecondaryPageFrame title={t('pdp.reviews.gallery')} productName={productName} productPath={productPath}>
      {state?.status === 'failed' && <InlineAlert message={t('pdp.reviews.galleryFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {state?.status === 'loading' && <p aria-busy="true">{t('pdp.reviews.loading')}</p>}
      {loaded && images.length === 0 && <p css={{ margin: 0 }}>{t('pdp.reviews.galleryEmpty')}</p>}
      {images.length > 0 && (
        <ul
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: theme.space(2) }}
        >
          {previews.map((image, index) => (
            <li key={images[index]?.id}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => {
                  const reviewId = images[index]?.reviewId ?? '';
                  openModal({ id: 'product-review', payload: { reviewId, image, productName, detailPath: reviewDetailPath(paths, reviewId) } });
                }}
                css={{ display: 'block', width: '100%', padding: 0, border: 0, background: 'none', cursor: 'zoom-in', '&:focus-visible': theme.focusRing }}
              >
                <img
                  src={image.thumbnail}
                  alt={image.alt}
                  loading="lazy"
                  css={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: theme.radius }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <button type="button" onClick={() => setPage(page + 1)} css={{ ...secondaryButton, alignSelf: 'flex-start' }}>
          {t('pdp.reviews.galleryMore')}
        </button>
      )}
    </SecondaryPageFrame>
  );
}
