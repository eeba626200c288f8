// The address picker's reads, each through the one loader (decision 0026): the region cascade, one
// request per level keyed by the chain of parents it lists the children of, and a member's saved
// addresses, keyed by the member (the session says whose they are).
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getMemberAddresses, getRegions } from '../api/address-api';

/** Provinces, cities, districts, sub-districts: the level is the number of parents. */
const REGION_LEVEL_COUNT = 4;

const regionRequests = Array.from({ length: REGION_LEVEL_COUNT }, () => keyedRequest((parents: string[]) => parents.join('/'), getRegions));

/** The request of the level with `level` parents. */
export const regionRequestOf = (level: number) => regionRequests[level] as (typeof regionRequests)[number];

export const memberAddressesRequest = keyedRequest(
  (userId: string) => userId,
  (client, _userId: string, signal) => getMemberAddresses(client, signal),
);
