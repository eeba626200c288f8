// The seller badge and rating reads, one state each, shared by the seller section and its modals.
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getBadgeInfo, getRatingInfo, getStoreRating } from '../api/seller-ratings';

export const storeRatingRequest = keyedRequest(
  (merchantCode: string) => merchantCode,
  (client, merchantCode, signal) => getStoreRating(client, merchantCode, signal),
);

export const badgeInfoRequest = keyedRequest(
  (key: 'badges') => key,
  (client, _key, signal) => getBadgeInfo(client, signal),
);

export const ratingInfoRequest = keyedRequest(
  (key: 'rating') => key,
  (client, _key, signal) => getRatingInfo(client, signal),
);
