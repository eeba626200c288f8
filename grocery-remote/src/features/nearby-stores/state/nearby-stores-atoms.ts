// The nearby stores read, by item, place and the shopper's store.
import { keyedRequest } from '@pdp/pdp-remote/blocks';
import { findNearbyStores, type NearbyStoresQuery } from '../api/find-nearby-stores';

export const nearbyStoresRequest = keyedRequest(
  ({ itemSku, location, warehouseCode }: NearbyStoresQuery) => `${itemSku}|${location.latitude},${location.longitude}|${warehouseCode ?? ''}`,
  findNearbyStores,
);
