// The product gallery feature's manifest: its modals, what each needs (its payload, which any feature
// may open it with) and its chunk. app/registries/features.ts lists it.
import type { ImageDto } from '@pdp/backend-api/backend';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    'image-preview': { images: ImageDto[]; index: number; productName: string };
  }
}

export const productGalleryManifest = {
  modals: { 'image-preview': () => import('./components/image-preview-modal') },
} satisfies FeatureManifest<Pick<ModalPayloads, 'image-preview'>>;
