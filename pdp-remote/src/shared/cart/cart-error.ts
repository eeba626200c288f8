// The cart part of spec §8's catalogue: what the shopper is shown for each code an add to bag or a
// quick checkout can fail with: a message (with the numbers and dates the backend sends), or a modal.
import { ERROR_DETAIL_FIELDS } from '@pdp/backend-api/backend';
import type { ApiError } from '../http/api-error';
import type { BuyingMessageId } from '../i18n/parts/buying.messages.id';

export type CartOutcome =
  | { kind: 'message'; id: BuyingMessageId; values?: Record<string, string>; action?: 'view-orders' }
  | { kind: 'modal'; modal: 'cnc-item-exists'; code: 'CNC_ITEM_EXISTS' | 'NON_CNC_ITEM_EXISTS' }
  | { kind: 'modal'; modal: 'bag-full' | 'checkout-blocked' }
  | { kind: 'login' };

const message = (id: BuyingMessageId, values?: Record<string, string>): CartOutcome => ({ kind: 'message', id, ...(values ? { values } : {}) });

/** `formatDate` turns the backend's ISO dates into the shopper's words. */
export function cartErrorOutcome(error: ApiError, formatDate: (isoDate: string) => string): CartOutcome {
  const maxQty = error.firstFieldError(ERROR_DETAIL_FIELDS.maxQuantity);
  const withQuantity = (id: BuyingMessageId, fallback: BuyingMessageId) => (maxQty ? message(id, { maxQty }) : message(fallback));
  if (error.status === 401) return { kind: 'login' };
  switch (error.code) {
    case 'CO_EXCEEDED_QUANTITY':
      return withQuantity('pdp.cart.error.CO_EXCEEDED_QUANTITY', 'pdp.cart.error.exceededQuantity');
    case 'CO_EXCEEDED_QUANTITY_EVENT': {
      const startDate = error.firstFieldError(ERROR_DETAIL_FIELDS.startDate);
      const endDate = error.firstFieldError(ERROR_DETAIL_FIELDS.endDate);
      if (!maxQty || !startDate || !endDate) return message('pdp.cart.error.exceededQuantity');
      return message('pdp.cart.error.CO_EXCEEDED_QUANTITY_EVENT', { maxQty, startDate: formatDate(startDate), endDate: formatDate(endDate) });
    }
    case 'CO_EXCEEDED_QUANTITY_DAILY':
      return withQuantity('pdp.cart.error.CO_EXCEEDED_QUANTITY_DAILY', 'pdp.cart.error.exceededQuantity');
    case 'PRM_INSUFFICIENT_ADJUSTMENT_PRODUCT_QUOTA':
      return withQuantity('pdp.cart.error.PRM_INSUFFICIENT_ADJUSTMENT_PRODUCT_QUOTA', 'pdp.cart.error.exceededQuantity');
    case 'OutOfStock':
    case 'OOS':
      return message('pdp.cart.error.OOS');
    case 'UNBUYABLE_ITEM':
      return message('pdp.cart.error.UNBUYABLE_ITEM');
    case 'CNC_ITEM_EXISTS':
    case 'NON_CNC_ITEM_EXISTS':
      return { kind: 'modal', modal: 'cnc-item-exists', code: error.code };
    case 'MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED':
      return { kind: 'modal', modal: 'bag-full' };
    case 'INSTALLATION_NOT_AVAILABLE':
      return message('pdp.cart.error.INSTALLATION_NOT_AVAILABLE');
    case 'LOWER_THAN_MINIMUM':
      return message('pdp.cart.error.LOWER_THAN_MINIMUM');
    case 'OOS_MAX_QTY_VISIBLE_LIMIT':
      return withQuantity('pdp.cart.error.OOS_MAX_QTY_VISIBLE_LIMIT', 'pdp.cart.error.OOS_MAX_QTY_VISIBLE_LIMIT_NO_QTY');
    case 'PROMO_HAS_BEEN_EXPIRED':
      return message('pdp.cart.error.PROMO_HAS_BEEN_EXPIRED');
    case 'INVALID_MINIMUM_TOTAL_ITEM':
      return message('pdp.cart.error.INVALID_MINIMUM_TOTAL_ITEM');
    case 'COMBO_RULE_NOT_FOUND':
      return message('pdp.cart.error.COMBO_RULE_NOT_FOUND');
    case 'INVALID_QUANTITY':
      return message('pdp.cart.error.INVALID_QUANTITY');
    case 'CREATE_CHECKOUT_BLOCKED':
    case 'CHECKOUT_BLOCKED':
      return message('pdp.cart.error.CHECKOUT_BLOCKED');
    case 'PAYNOW_BLOCKED':
      return { kind: 'message', id: 'pdp.cart.error.PAYNOW_BLOCKED', action: 'view-orders' };
    case 'CHECKOUT_PERMANENTLY_BLOCKED':
      return { kind: 'modal', modal: 'checkout-blocked' };
    default:
      return message('pdp.cart.error.generic');
  }
}
