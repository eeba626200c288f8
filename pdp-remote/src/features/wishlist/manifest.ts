// The wishlist feature's manifest: its modals, what each needs (its payload, which any feature may open
// it with) and its chunk. app/registries/features.ts lists it.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** Save the product to the member's wishlist albums (spec §3 Wishlist, §5). */
    wishlist: { productId: string; productName: string };
  }
}

export const wishlistManifest = {
  modals: { wishlist: () => import('./components/wishlist-modal') },
  options: () => import('./more-options'),
} satisfies FeatureManifest<Pick<ModalPayloads, 'wishlist'>>;
