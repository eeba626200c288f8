// The retail remote's own modals (the subscription form and its dialogs, ask for a quote), beside the page's shared ones: their namespaced ids and what each
// needs. Only retail's definition maps them (app/retail-modals.ts), so grocery's chunk map never
// carries them.
import type { SubscriptionFrequency } from '@pdp/backend-api/subscription';
import { useOpenModal } from './use-modal';

/** The subscription modal's three moods: one id, so retail's first load maps one entry. */
export type SubscriptionModalPayload =
  /** The item's form (spec §3 Subscription); `resumed`: the choice kept through login, sent on open. */
  | { dialog?: undefined; itemSku: string; resumed?: { frequency: SubscriptionFrequency; periodMonths: number | null; quantity: number } }
  /** Spec §8's already-in-cart dialog. */
  | { dialog: 'in-cart' }
  /** Spec §8's already-subscribed dialog, which adds the quantity to that subscription by id (spec §7). */
  | { dialog: 'subscribed'; itemSku: string; subscriptionId: string; quantity: number };

/** The ask-for-quote modal (spec §2) for the item shown. */
export interface QuoteModalPayload {
  itemSku: string;
}

export interface RetailModalPayloads {
  'retail.subscription': SubscriptionModalPayload;
  'retail.quote': QuoteModalPayload;
}

export const useRetailModal = () => useOpenModal<RetailModalPayloads>();
