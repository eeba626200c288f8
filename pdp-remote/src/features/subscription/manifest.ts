// The subscription feature's modal, retail's own under retail's namespace (only retail's definition
// maps it: app/registries/retail-modals.ts): the form and its two dialogs, one modal in three moods, so
// retail's chunk map carries one entry.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { SubscriptionModalPayloads } from './components/subscription-modals';

export const subscriptionManifest = {
  modals: {
    'retail.subscription': () => import('./components/subscription-modals'),
  },
} satisfies FeatureManifest<SubscriptionModalPayloads>;
