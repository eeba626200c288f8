// The store picker's read, by place, radius and count.
import { keyedRequest } from '@pdp/pdp-remote/blocks';
import { getStorePickerStores, type StorePickerQuery } from '../api/get-store-picker-stores';

export const storePickerRequest = keyedRequest(
  ({ around, radiusKm, limit }: StorePickerQuery) => `${around.latitude},${around.longitude}|${radiusKm}|${limit}`,
  getStorePickerStores,
);
