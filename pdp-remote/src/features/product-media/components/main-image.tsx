// The main product image: the page's largest contentful element, so it is never lazy, has a fixed
// square box (no layout shift) and is fetched with high priority.
import type { ImageDto } from '@pdp/shared-contracts';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { theme } from '../../../shared/ui/theme';

const box = {
  position: 'relative',
  width: '100%',
  aspectRatio: '1 / 1',
  background: theme.color.subtle,
  borderRadius: theme.radius,
  overflow: 'hidden',
} as const;

export function MainImage({ images, productName }: { images: readonly ImageDto[]; productName: string }) {
  const { t } = usePdpTranslator();
  const [first] = images;
  if (!first) {
    return (
      <div css={{ ...box, display: 'grid', placeItems: 'center', color: theme.color.muted }} role="img" aria-label={t('pdp.gallery.noImage')}>
        {t('pdp.gallery.noImage')}
      </div>
    );
  }
  return (
    <div css={box}>
      <img
        src={first.full}
        alt={first.alt || t('pdp.gallery.imageAlt', { name: productName, index: 1, total: images.length })}
        width={600}
        height={600}
        fetchPriority="high"
        decoding="async"
        css={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
    </div>
  );
}
