// Following a merchant (spec §3 Merchant info, §4 Merchant follow/unfollow, §7): the followed flag,
// and following (POST …/_follow) or unfollowing (DELETE …/_unfollow), each answering the flag after.
import type { BackendClient } from '../../../shared/http/backend-client';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { record } from '../../../shared/http/loose-json';

const pathOf = (merchantCode: string) => `official/merchant-favorites/${encodeURIComponent(merchantCode)}`;

function followedOf(status: number, data: unknown): boolean {
  const followed = record(data).followed;
  if (typeof followed !== 'boolean') throw new ApiError(status, CLIENT_ERROR_CODES.malformed);
  return followed;
}

export async function getFollowed(client: BackendClient, merchantCode: string, signal?: AbortSignal): Promise<boolean> {
  const response = await client.get<unknown>(pathOf(merchantCode), { signal });
  return followedOf(response.status, response.body.data);
}

export async function setFollowed(client: BackendClient, merchantCode: string, follow: boolean): Promise<boolean> {
  const response = follow ? await client.post<unknown>(`${pathOf(merchantCode)}/_follow`) : await client.delete<unknown>(`${pathOf(merchantCode)}/_unfollow`);
  return followedOf(response.status, response.body.data);
}
