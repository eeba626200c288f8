// The buyers' photos in the reviews section (spec §7 `/public-reviews/images`, §9: 15 a page): the
// first page of every review's photos as a strip, each opening the image preview over all of them
// (where the arrows go from one to the next). None: no strip. A failure says so with a retry; the
// reviews themselves are not held up by it.
import type { ImageDto } from '@pdp/backend-api/backend';
import { useModal } from '../../../shared/modal/use-modal';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { reviewImagesRequest } from '../state/review-images-request';

const THUMB = 72;

export function ReviewPhotoStrip({ productSku, productName }: { productSku: string; productName: string }) {
  const { t } = usePdpMessages(communityMessages);
  const { openModal } = useModal();
  const { state, retry } = useKeyedRequest(reviewImagesRequest, { productSku, page: 1 });
  if (state?.status === 'failed') return <InlineAlert message={t('pdp.reviews.galleryFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  const images = state?.status === 'loaded' ? (state.data?.images ?? []) : [];
  if (images.length === 0) return null;
  const previews: ImageDto[] = images.map((image, index) => ({
    full: image.full,
    thumbnail: image.thumbnail,
    alt: t('pdp.reviews.buyerPhoto', { index: index + 1 }),
  }));
  return (
    <section aria-label={t('pdp.reviews.buyerPhotos')} css={{ minWidth: 0 }}>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: theme.space(2), overflowX: 'auto' }}>
        {previews.map((image, index) => (
          <li key={images[index]?.id} css={{ flex: 'none' }}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => openModal({ id: 'image-preview', payload: { images: previews, index, productName } })}
              css={{ display: 'block', padding: 0, border: 0, background: 'none', cursor: 'zoom-in', '&:focus-visible': theme.focusRing }}
            >
              <img
                src={image.thumbnail}
                alt={image.alt}
                width={THUMB}
                height={THUMB}
                loading="lazy"
                css={{ display: 'block', objectFit: 'cover', borderRadius: theme.radius }}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
