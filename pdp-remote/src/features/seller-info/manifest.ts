// The seller info feature's manifest: its modals, what each needs (its payload, which any feature may
// open it with) and its chunk. app/registries/features.ts lists it.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** Chat with customer care about a product the platform sells (spec §2, §6), within its hours. */
    'customer-care-chat': { hours: string };
    /** The store's badges (codes), explained by the platform's badge info. */
    'seller-badges': { badges: string[] };
    /** The store's rating out of 5 and from how many buyers, with how ratings are worked out. */
    'seller-rating': { rating: number; count: number };
    'seller-no-rating': Record<string, never>;
  }
}

export const sellerInfoManifest = {
  modals: {
    'customer-care-chat': () => import('./components/customer-care-chat-modal'),
    'seller-badges': () => import('./components/seller-badges-modal'),
    'seller-rating': () =>
      import('./components/seller-rating-modals').then((module) => ({
        default: module.SellerRatingModal,
      })),
    'seller-no-rating': () =>
      import('./components/seller-rating-modals').then((module) => ({
        default: module.SellerNoRatingModal,
      })),
  },
  options: () => import('./more-options'),
} satisfies FeatureManifest<Pick<ModalPayloads, 'customer-care-chat' | 'seller-badges' | 'seller-rating' | 'seller-no-rating'>>;
