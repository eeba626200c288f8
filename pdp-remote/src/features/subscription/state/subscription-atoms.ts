// The subscription offer of the shown item: its detail (keyed by item and member: `inCart` and
// `subscriptionId` are the member's) and its benefit (keyed by item), by the data-loading pattern of
// decision 0026.
import { atom } from 'jotai';
import { keyedRequest } from '../../../shared/state/keyed-request';
import type { SubscriptionChoice } from '../model/subscription-form';
import { getSubscriptionBenefit, getSubscriptionDetail } from '../api/subscription-api';

export interface SubscriptionQuery {
  itemSku: string;
  /** The signed-in member, or null. */
  userId: string | null;
}

export const subscriptionDetailRequest = keyedRequest(
  ({ itemSku, userId }: SubscriptionQuery) => `${itemSku}|${userId ?? ''}`,
  (client, { itemSku }: SubscriptionQuery, signal) => getSubscriptionDetail(client, itemSku, signal),
);

export const subscriptionBenefitRequest = keyedRequest(
  (itemSku: string) => itemSku,
  (client, itemSku: string, signal) => getSubscriptionBenefit(client, itemSku, signal),
);

/** The form's choice per item for the mount: closing the modal, or a dialog over it, keeps it. */
export const subscriptionChoicesAtom = atom<Readonly<Record<string, SubscriptionChoice>>>({});
