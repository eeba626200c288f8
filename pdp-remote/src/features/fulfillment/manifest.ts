// The fulfillment feature's manifest: its modals, what each needs (its payload, which any feature may
// open it with) and its chunk; the pages it shows. app/registries/features.ts lists it.
import { lazy } from 'react';
import type { PickupPointDto, ShippingOptionDto } from '@pdp/backend-api/backend';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    'shipping-options': { options: ShippingOptionDto[]; origin: string; destination: string | null };
    'pickup-schedule': { point: Pick<PickupPointDto, 'name' | 'address' | 'pickupHours'> };
  }
}

export const fulfillmentManifest = {
  modals: {
    'shipping-options': () => import('./components/shipping-options-modal'),
    'pickup-schedule': () => import('./components/pickup-schedule-modal'),
  },
  views: {
    shipping: lazy(() => import('./components/shipping-page')),
    'pickup-schedule': lazy(() => import('./components/pickup-schedule-page')),
  },
  pages: { 'pickup-points': lazy(() => import('./components/pickup-points-page')) },
} satisfies FeatureManifest<Pick<ModalPayloads, 'shipping-options' | 'pickup-schedule'>>;
