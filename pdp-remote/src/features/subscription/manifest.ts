// The subscription feature's modals: the form and spec §8's two dialogs it leads to, one module, so
// the dialogs are there as soon as the form can open them; its row of the service section (service-rows.ts).
import type { SubscriptionFrequency } from '@pdp/backend-api/subscription';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** The item's form (spec §3 Subscription); `resumed`: the choice kept through login, sent on open. */
    subscription: { itemSku: string; resumed?: { frequency: SubscriptionFrequency; periodMonths: number | null; quantity: number } };
    /** Spec §8's already-in-cart dialog. */
    'subscription-in-cart': Record<string, never>;
    /** Spec §8's already-subscribed dialog, which adds the quantity to that subscription by id (spec §7). */
    'subscription-subscribed': { itemSku: string; subscriptionId: string; quantity: number };
  }
}

const load = () => import('./components/subscription-modals');

export const subscriptionManifest = {
  modals: {
    subscription: () => load().then((module) => ({ default: module.SubscriptionForm })),
    'subscription-in-cart': () => load().then((module) => ({ default: module.SubscriptionInCartDialog })),
    'subscription-subscribed': () => load().then((module) => ({ default: module.SubscriptionSubscribedDialog })),
  },
  rows: () => import('./service-rows'),
} satisfies FeatureManifest<Pick<ModalPayloads, 'subscription' | 'subscription-in-cart' | 'subscription-subscribed'>>;
