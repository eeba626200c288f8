// The image preview modal: one image at a time, large, with zoom, previous/next, and arrow keys.
import { useState, type KeyboardEvent } from 'react';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { theme } from '../../../shared/ui/theme';
import { useSwipe } from '../model/use-swipe';

type ZoomLevel = 1 | 2 | 3;
const MAX_ZOOM: ZoomLevel = 3;

const control = {
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${theme.space(3)}`,
  borderRadius: theme.radius,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  font: 'inherit',
  cursor: 'pointer',
  '&[aria-disabled="true"]': { color: theme.color.muted, cursor: 'not-allowed' },
  '&:focus-visible': theme.focusRing,
} as const;

export default function ImagePreviewModal({ payload, onClose }: { payload: ModalPayloads['image-preview']; onClose: () => void }) {
  const { t } = usePdpMessages(detailsMessages);
  const { images, productName } = payload;
  const [index, setIndex] = useState(payload.index);
  const [zoom, setZoom] = useState<ZoomLevel>(1);
  const count = images.length;
  const go = (step: number) => {
    setIndex((current) => (current + step + count) % count);
    setZoom(1);
  };
  const swipe = useSwipe(go);
  const image = images[index];
  if (!image) return null;
  // Zoomed in, the arrow keys pan the image (the browser scrolls the zoom area); otherwise they turn pages.
  const onKeyDown = (event: KeyboardEvent) => {
    if (zoom > 1) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };

  return (
    <ModalFrame title={t('pdp.gallery.previewTitle', { name: productName })} closeLabel={t('pdp.modal.close')} onClose={onClose} wide>
      <div onKeyDown={onKeyDown} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <div
          {...swipe}
          role="group"
          aria-label={t('pdp.gallery.zoomArea')}
          tabIndex={0}
          style={{ touchAction: zoom === 1 ? 'pan-y' : 'auto' }}
          css={{ overflow: 'auto', maxHeight: '65vh', background: theme.color.subtle, borderRadius: theme.radius, '&:focus-visible': theme.focusRing }}
        >
          <img
            src={image.full}
            alt={image.alt || t('pdp.gallery.imageAlt', { name: productName, index: index + 1, total: count })}
            width={600}
            height={600}
            data-zoom={zoom}
            css={{ display: 'block', margin: '0 auto', width: `${zoom * 100}%`, maxWidth: zoom === 1 ? 600 : 'none', height: 'auto' }}
          />
        </div>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), justifyContent: 'center', alignItems: 'center' }}>
          {count > 1 && (
            <button type="button" css={control} onClick={() => go(-1)} aria-label={t('pdp.gallery.previous')}>
              ‹
            </button>
          )}
          <button type="button" css={control} aria-disabled={zoom === 1} onClick={() => setZoom((level) => Math.max(1, level - 1) as ZoomLevel)}>
            {t('pdp.gallery.zoomOut')}
          </button>
          <span aria-live="polite">{t('pdp.gallery.zoomLevel', { zoom: zoom * 100 })}</span>
          <button
            type="button"
            css={control}
            aria-disabled={zoom === MAX_ZOOM}
            onClick={() => setZoom((level) => Math.min(MAX_ZOOM, level + 1) as ZoomLevel)}
            data-autofocus
          >
            {t('pdp.gallery.zoomIn')}
          </button>
          {count > 1 && (
            <button type="button" css={control} onClick={() => go(1)} aria-label={t('pdp.gallery.next')}>
              ›
            </button>
          )}
        </div>
      </div>
    </ModalFrame>
  );
}
