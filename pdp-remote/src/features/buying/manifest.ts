// The buying feature's manifest: its modals, what each needs (its payload, which any feature may open
// it with) and its chunk. app/registries/features.ts lists it.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** What went into the bag; retail's leads on to the add-to-cart recommendations of `itemSku`. */
    'add-to-bag': { itemSku: string; name: string; imageUrl: string | null; quantity: number; unitPrice: number; variant: string | null };
    'cnc-item-exists': { code: 'CNC_ITEM_EXISTS' | 'NON_CNC_ITEM_EXISTS' };
    'bag-full': Record<string, never>;
    'checkout-blocked': Record<string, never>;
    'notify-me': { itemSku: string; productName: string };
    'notify-me-success': { email: string };
  }
}

export const buyingManifest = {
  modals: {
    'add-to-bag': () => import('./components/add-to-bag-modal'),
    'cnc-item-exists': () => import('./components/cnc-item-exists-modal'),
    'bag-full': () => import('./components/bag-full-modal'),
    'checkout-blocked': () => import('./components/checkout-blocked-modal'),
    'notify-me': () => import('./components/notify-me-modal'),
    'notify-me-success': () => import('./components/notify-me-success-modal'),
  },
} satisfies FeatureManifest<Pick<ModalPayloads, 'add-to-bag' | 'cnc-item-exists' | 'bag-full' | 'checkout-blocked' | 'notify-me' | 'notify-me-success'>>;
