import { SHIPPING_ERROR_CODES } from '@pdp/backend-api/error-codes';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { shippingErrorMessage } from './shipping-error';

describe('the shipping error catalogue (spec §8)', () => {
  // Every code of the contract's list (read from it, not copied), each to the message named after it.
  // Only CUSTOMER_GEO_LOCATION_REQUIRED is mended by setting a location pin.
  it.each(SHIPPING_ERROR_CODES)('maps %s to its own message, as a known code', (code) => {
    expect(shippingErrorMessage(new ApiError(400, code))).toEqual({
      id: `pdp.shipping.error.${code}`,
      values: { maxWeight: '', maxDistance: '' },
      known: true,
      needsPin: code === 'CUSTOMER_GEO_LOCATION_REQUIRED',
    });
  });

  it('names the weight and distance limits the backend sends', () => {
    expect(shippingErrorMessage(new ApiError(400, 'MAX_WEIGHT_PER_ITEM_EXCEEDED', { maxWeight: ['30'] })).values).toEqual({ maxWeight: '30', maxDistance: '' });
    expect(shippingErrorMessage(new ApiError(400, 'MAXIMUM_DISTANCE_EXCEEDED', { maxDistance: ['20'] })).values).toEqual({ maxWeight: '', maxDistance: '20' });
  });

  it.each([
    ['an unknown code', new ApiError(400, 'SOMETHING_NEW')],
    ['a server error', new ApiError(500, 'INTERNAL_SERVER_ERROR')],
    ['a network failure', new ApiError(0, CLIENT_ERROR_CODES.network)],
  ])('treats %s as a failed load to retry', (_label, error) => {
    expect(shippingErrorMessage(error)).toEqual({ id: 'pdp.shipping.loadFailed', values: {}, known: false, needsPin: false });
  });
});
