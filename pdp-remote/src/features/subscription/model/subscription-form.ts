// The subscription form's rules (spec §5, §8, §9): weekly or monthly, a period of 1 to 12 months that
// must be chosen, a quantity between the item's minimum and maximum, the shipping discount from a
// Rp50.000 package; the backend's refusals by code; and the choice an anonymous shopper made, kept
// under the spec's subscription add-to-cart key through login and back.
import { SUBSCRIPTION_MAX_MONTHS, type SubscriptionDetailDto, type SubscriptionFrequency } from '@pdp/backend-api/subscription';
import { SUBSCRIPTION_ADD_TO_CART_KEY } from '@pdp/host-contract/storage-keys';
import { createSafeStorage } from '../../../shared/storage/safe-storage';
import type { ApiError } from '../../../shared/http/api-error';
import type { SubscriptionMessageId } from '../messages/subscription.messages.id';

/** Spec §5, §9: the shipping discount applies from a package of Rp50.000. */
export const MIN_PACKAGE_FOR_SHIPPING_DISCOUNT = 50_000;

export interface SubscriptionChoice {
  frequency: SubscriptionFrequency;
  /** Null until chosen: required (spec §5). */
  periodMonths: number | null;
  quantity: number;
}

export type FieldErrors = Partial<Record<'period' | 'quantity', { id: SubscriptionMessageId; values?: Record<string, string> }>>;

export function validateChoice(choice: SubscriptionChoice, detail: SubscriptionDetailDto): FieldErrors {
  const errors: FieldErrors = {};
  if (choice.periodMonths === null) errors.period = { id: 'pdp.subscription.periodRequired' };
  if (!Number.isInteger(choice.quantity) || choice.quantity < detail.minQuantity) {
    errors.quantity = { id: 'pdp.subscription.quantityMin', values: { min: String(detail.minQuantity) } };
  } else if (choice.quantity > detail.maxQuantity) {
    errors.quantity = { id: 'pdp.subscription.quantityMax', values: { max: String(detail.maxQuantity) } };
  }
  return errors;
}

/** What the shopper reads for a refusal (spec §8); the quantity's bounds come with INVALID_QUANTITY. */
export function refusalOf(error: ApiError, detail: SubscriptionDetailDto): { id: SubscriptionMessageId; values?: Record<string, string> } {
  switch (error.code) {
    case 'OOS':
    case 'UNBUYABLE_ITEM':
    case 'UNSUBSCRIBE_ITEM':
    case 'INVALID_PERIOD':
    case 'PRODUCT_ERROR':
    case 'INVALID_PRODUCT':
      return { id: `pdp.subscription.error.${error.code}` };
    case 'INVALID_QUANTITY': {
      const max = error.firstFieldError('maxQuantity') ?? String(detail.maxQuantity);
      const min = error.firstFieldError('minQuantity') ?? String(detail.minQuantity);
      return { id: 'pdp.subscription.error.INVALID_QUANTITY', values: { min, max } };
    }
    default:
      return { id: 'pdp.subscription.error.GENERAL_ERROR' };
  }
}

const storage = createSafeStorage('session');

/** The choice of an anonymous shopper sent to login, for this item. */
export interface PendingSubscription extends SubscriptionChoice {
  itemSku: string;
}

export const keepPending = (pending: PendingSubscription) => storage.setJson(SUBSCRIPTION_ADD_TO_CART_KEY, pending);

export function takePending(itemSku: string): SubscriptionChoice | null {
  const stored = storage.getJson<Partial<PendingSubscription> | null>(SUBSCRIPTION_ADD_TO_CART_KEY, null);
  storage.remove(SUBSCRIPTION_ADD_TO_CART_KEY);
  if (!stored || stored.itemSku !== itemSku || (stored.frequency !== 'WEEKLY' && stored.frequency !== 'MONTHLY')) return null;
  const period = stored.periodMonths;
  return {
    frequency: stored.frequency,
    periodMonths: Number.isInteger(period) && (period as number) >= 1 && (period as number) <= SUBSCRIPTION_MAX_MONTHS ? (period as number) : null,
    quantity: Number.isInteger(stored.quantity) ? (stored.quantity as number) : 1,
  };
}
