// The image gallery: the main image (the page's largest contentful element: never lazy, fetched with
// high priority, in a fixed square so nothing shifts), thumbnails, arrow keys, swipe on touch, and
// the image preview modal.
import { memo, useEffect, useState, type KeyboardEvent } from 'react';
import type { ImageDto } from '@pdp/backend-api/backend';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { useModal } from '../../../shared/modal/use-modal';
import { theme } from '../../../shared/ui/theme';
import { useSwipe } from '../model/use-swipe';
import { imageSources } from '../model/image-sources';

const frame = {
  position: 'relative',
  width: '100%',
  aspectRatio: '1 / 1',
  background: theme.color.subtle,
  borderRadius: theme.radius,
  overflow: 'hidden',
} as const;

export const ProductGallery = memo(function ProductGallery({ images, productName }: { images: readonly ImageDto[]; productName: string }) {
  const { t } = usePdpTranslator();
  const { openModal } = useModal();
  const [index, setIndex] = useState(0);
  const count = images.length;
  useEffect(() => setIndex(0), [images]);
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const swipe = useSwipe(go);

  const current = images[Math.min(index, count - 1)];
  if (!current) {
    return (
      <div css={{ ...frame, display: 'grid', placeItems: 'center', color: theme.color.muted }} role="img" aria-label={t('pdp.gallery.noImage')}>
        {t('pdp.gallery.noImage')}
      </div>
    );
  }
  const altOf = (image: ImageDto, position: number) => image.alt || t('pdp.gallery.imageAlt', { name: productName, index: position + 1, total: count });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('pdp.gallery.label')}
      onKeyDown={count > 1 ? onKeyDown : undefined}
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}
    >
      <div css={frame} {...swipe} style={{ touchAction: 'pan-y' }}>
        <button
          type="button"
          onClick={() => openModal({ id: 'image-preview', payload: { images: [...images], index, productName } })}
          aria-label={t('pdp.gallery.openPreview')}
          css={{
            display: 'block',
            width: '100%',
            height: '100%',
            padding: 0,
            border: 0,
            background: 'none',
            cursor: 'zoom-in',
            '&:focus-visible': { ...theme.focusRing, outlineOffset: -3 },
          }}
        >
          <img
            {...imageSources(current)}
            alt={altOf(current, index)}
            width={600}
            height={600}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding={index === 0 ? 'sync' : 'async'}
            css={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        </button>
        {count > 1 && (
          <span
            aria-live="polite"
            css={{
              position: 'absolute',
              right: theme.space(2),
              bottom: theme.space(2),
              padding: '2px 8px',
              borderRadius: 12,
              background: 'rgba(0,0,0,0.6)',
              color: theme.color.onFill,
              fontSize: 13,
            }}
          >
            {index + 1}/{count}
          </span>
        )}
      </div>
      {count > 1 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: theme.space(2), overflowX: 'auto' }}>
          {images.map((image, position) => (
            <li key={`${image.full}-${position}`}>
              <button
                type="button"
                aria-label={altOf(image, position)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
                css={{
                  width: 64,
                  height: 64,
                  padding: 0,
                  borderRadius: 6,
                  overflow: 'hidden',
                  cursor: 'pointer',
                  background: theme.color.subtle,
                  border: `2px solid ${position === index ? theme.color.accent : theme.color.border}`,
                  '&:focus-visible': theme.focusRing,
                }}
              >
                <img
                  src={image.thumbnail}
                  alt=""
                  width={60}
                  height={60}
                  loading="lazy"
                  css={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
