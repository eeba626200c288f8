// POST /common/share-link (spec §7 "a share-link call returning data.link"; shapes in the contract):
// the short link to a product's shared address. Anything but an https link of a sane length is a
// malformed answer: the page never offers the shopper a link it cannot trust.
import { SHARE_LINK_MAX_LENGTH, type ShareLinkRequestDto } from '@pdp/backend-api/share';
import type { BackendClient } from '../../../shared/http/backend-client';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { isShortText, record } from '../../../shared/http/loose-json';

export function normaliseShareLink(data: unknown): string | null {
  const { link } = record(data);
  if (!isShortText(link, SHARE_LINK_MAX_LENGTH)) return null;
  try {
    return new URL(link).protocol === 'https:' ? link : null;
  } catch {
    return null;
  }
}

export async function getShareLink(client: BackendClient, url: string, signal?: AbortSignal): Promise<string> {
  const request: ShareLinkRequestDto = { url };
  const response = await client.post<unknown>('common/share-link', { json: request, signal });
  const link = normaliseShareLink(response.body.data);
  if (link === null) throw new ApiError(response.status, CLIENT_ERROR_CODES.malformed);
  return link;
}
