// The sources of a gallery image: the full image, with the thumbnail as the small candidate.
import type { ImageDto } from '@pdp/backend-api/backend';

const GALLERY_IMAGE_SIZES = '(min-width: 768px) 45vw, 100vw';

export function imageSources(image: ImageDto): { src: string; srcSet?: string; sizes: string } {
  return {
    src: image.full,
    srcSet: image.thumbnail !== image.full ? `${image.thumbnail} 300w, ${image.full} 600w` : undefined,
    sizes: GALLERY_IMAGE_SIZES,
  };
}
