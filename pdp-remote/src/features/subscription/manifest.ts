// The subscription feature's modal, retail's own under retail's namespace (only retail's definition
// maps it: app/registries/retail-modals.ts): the form and its two dialogs, one modal whose payload
// picks which of the three it shows.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { SubscriptionModalPayloads } from './components/subscription-modals';

export const subscriptionManifest = {
  modals: {
    'retail.subscription': () => import('./components/subscription-modals'),
  },
} satisfies FeatureManifest<SubscriptionModalPayloads>;
