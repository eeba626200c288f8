import { ApiError, CLIENT_ERROR_CODES } from '../http/api-error';
import { cartErrorOutcome } from './cart-error';

const formatDate = jest.fn((iso: string) => `<${iso}>`);
const outcome = (code: string, fieldErrors: Record<string, string[]> = {}, status = 400) =>
  cartErrorOutcome(new ApiError(status, code, fieldErrors), formatDate);

beforeEach(() => formatDate.mockClear());

describe('the cart error catalogue (spec §8)', () => {
  it.each([
    ['CO_EXCEEDED_QUANTITY', 'pdp.cart.error.CO_EXCEEDED_QUANTITY'],
    ['CO_EXCEEDED_QUANTITY_DAILY', 'pdp.cart.error.CO_EXCEEDED_QUANTITY_DAILY'],
    ['PRM_INSUFFICIENT_ADJUSTMENT_PRODUCT_QUOTA', 'pdp.cart.error.PRM_INSUFFICIENT_ADJUSTMENT_PRODUCT_QUOTA'],
    ['OOS_MAX_QTY_VISIBLE_LIMIT', 'pdp.cart.error.OOS_MAX_QTY_VISIBLE_LIMIT'],
  ])('names the maximum quantity for %s', (code, id) => {
    expect(outcome(code, { maxQty: ['3', '9'] })).toEqual({ kind: 'message', id, values: { maxQty: '3' } });
  });

  it.each([
    ['CO_EXCEEDED_QUANTITY', 'pdp.cart.error.exceededQuantity'],
    ['CO_EXCEEDED_QUANTITY_DAILY', 'pdp.cart.error.exceededQuantity'],
    ['PRM_INSUFFICIENT_ADJUSTMENT_PRODUCT_QUOTA', 'pdp.cart.error.exceededQuantity'],
    ['OOS_MAX_QTY_VISIBLE_LIMIT', 'pdp.cart.error.OOS_MAX_QTY_VISIBLE_LIMIT_NO_QTY'],
  ])('falls back to a sentence without a number when %s comes without maxQty', (code, id) => {
    expect(outcome(code)).toEqual({ kind: 'message', id });
    expect(outcome(code, { maxQty: [] })).toEqual({ kind: 'message', id });
  });

  it('formats the event dates of CO_EXCEEDED_QUANTITY_EVENT', () => {
    expect(outcome('CO_EXCEEDED_QUANTITY_EVENT', { maxQty: ['2'], startDate: ['2026-11-22'], endDate: ['2026-11-29'] })).toEqual({
      kind: 'message',
      id: 'pdp.cart.error.CO_EXCEEDED_QUANTITY_EVENT',
      values: { maxQty: '2', startDate: '<2026-11-22>', endDate: '<2026-11-29>' },
    });
    expect(formatDate.mock.calls).toEqual([['2026-11-22'], ['2026-11-29']]);
  });

  it.each([
    [{ startDate: ['2026-11-22'], endDate: ['2026-11-29'] }],
    [{ maxQty: ['2'], endDate: ['2026-11-29'] }],
    [{ maxQty: ['2'], startDate: ['2026-11-22'] }],
  ])('says the limit was exceeded when CO_EXCEEDED_QUANTITY_EVENT lacks a detail (%p)', (fieldErrors) => {
    expect(outcome('CO_EXCEEDED_QUANTITY_EVENT', fieldErrors)).toEqual({ kind: 'message', id: 'pdp.cart.error.exceededQuantity' });
  });

  it.each([
    ['OutOfStock', 'pdp.cart.error.OOS'],
    ['OOS', 'pdp.cart.error.OOS'],
    ['UNBUYABLE_ITEM', 'pdp.cart.error.UNBUYABLE_ITEM'],
    ['INSTALLATION_NOT_AVAILABLE', 'pdp.cart.error.INSTALLATION_NOT_AVAILABLE'],
    ['LOWER_THAN_MINIMUM', 'pdp.cart.error.LOWER_THAN_MINIMUM'],
    ['PROMO_HAS_BEEN_EXPIRED', 'pdp.cart.error.PROMO_HAS_BEEN_EXPIRED'],
    ['INVALID_MINIMUM_TOTAL_ITEM', 'pdp.cart.error.INVALID_MINIMUM_TOTAL_ITEM'],
    ['COMBO_RULE_NOT_FOUND', 'pdp.cart.error.COMBO_RULE_NOT_FOUND'],
    ['INVALID_QUANTITY', 'pdp.cart.error.INVALID_QUANTITY'],
    ['CREATE_CHECKOUT_BLOCKED', 'pdp.cart.error.CHECKOUT_BLOCKED'],
    ['CHECKOUT_BLOCKED', 'pdp.cart.error.CHECKOUT_BLOCKED'],
  ])('maps %s to its message', (code, id) => {
    expect(outcome(code)).toEqual({ kind: 'message', id });
  });

  it('offers the order list for PAYNOW_BLOCKED', () => {
    expect(outcome('PAYNOW_BLOCKED')).toEqual({ kind: 'message', id: 'pdp.cart.error.PAYNOW_BLOCKED', action: 'view-orders' });
  });

  it.each(['CNC_ITEM_EXISTS', 'NON_CNC_ITEM_EXISTS'])('asks to confirm %s in its modal', (code) => {
    expect(outcome(code)).toEqual({ kind: 'modal', modal: 'cnc-item-exists', code });
  });

  it.each([
    ['MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED', 'bag-full'],
    ['CHECKOUT_PERMANENTLY_BLOCKED', 'checkout-blocked'],
  ])('opens a modal for %s', (code, modal) => {
    expect(outcome(code)).toEqual({ kind: 'modal', modal });
  });

  it('asks for login on a 401, whatever the code', () => {
    expect(outcome('UNAUTHORIZED', {}, 401)).toEqual({ kind: 'login' });
    expect(outcome('OOS', {}, 401)).toEqual({ kind: 'login' });
  });

  it.each([
    ['an unknown code', 'SOMETHING_NEW', 400],
    ['a server error', 'INTERNAL_SERVER_ERROR', 500],
    ['a network failure', CLIENT_ERROR_CODES.network, 0],
    ['a malformed answer', CLIENT_ERROR_CODES.malformed, 200],
    ['a timeout', CLIENT_ERROR_CODES.timeout, 0],
  ])('says the generic message for %s', (_label, code, status) => {
    expect(outcome(code, {}, status)).toEqual({ kind: 'message', id: 'pdp.cart.error.generic' });
  });

  it('never formats a date it does not show', () => {
    outcome('CO_EXCEEDED_QUANTITY', { maxQty: ['3'], startDate: ['2026-11-22'] });
    expect(formatDate).not.toHaveBeenCalled();
  });
});
