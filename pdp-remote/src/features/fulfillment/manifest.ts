// The fulfillment feature's modals: what each needs (its payload, which any feature may open it with)
// and its chunk. app/registries/modal-registry.ts composes every feature's.
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
} satisfies FeatureManifest<Pick<ModalPayloads, 'shipping-options' | 'pickup-schedule'>>;
