// The subscription feature's modals, retail's own under retail's namespace (only retail's definition
// maps them: app/registries/retail-modals.ts): the form and spec §8's two dialogs it leads to, one
// module, so the dialogs are there as soon as the form can open them.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { SubscriptionModalPayloads } from './components/subscription-modals';

const load = () => import('./components/subscription-modals');

export const subscriptionManifest = {
  modals: {
    'retail.subscription': () => load().then((module) => ({ default: module.SubscriptionForm })),
    'retail.subscription-in-cart': () => load().then((module) => ({ default: module.SubscriptionInCartDialog })),
    'retail.subscription-subscribed': () => load().then((module) => ({ default: module.SubscriptionSubscribedDialog })),
  },
} satisfies FeatureManifest<SubscriptionModalPayloads>;
