// POST /search/infinite-recommendations (spec §7; page 0 first, 18 a page, §9; the body is the
// contract's): one page of the endless "more for you" feed. Positions count on across pages (the
// second page's first card is 19) and each card keeps the answer's trace id, for tracking.
import { RECOMMENDATIONS_PER_PAGE, type InfiniteRecommendationsRequestDto, type TrackedRecommendation } from '@pdp/backend-api/recommendations';
import type { BackendClient } from '../../../shared/http/backend-client';
import { record, wholeCount } from '../../../shared/http/loose-json';
import { trackedRecommendations } from './get-recommendations';

export interface InfinitePage {
  page: number;
  /** How many pages the feed has; 0 when the answer does not say (no more are asked for). */
  totalPages: number;
  items: TrackedRecommendation[];
}

export async function getInfiniteRecommendations(
  client: BackendClient,
  { productId, page }: { productId: string; page: number },
  signal?: AbortSignal,
): Promise<InfinitePage> {
  const json: InfiniteRecommendationsRequestDto = { productId, page, itemPerPage: RECOMMENDATIONS_PER_PAGE };
  const response = await client.post<unknown>('search/infinite-recommendations', { json, signal });
  const items = trackedRecommendations(response.body.data, response.headers.get('x-b3-traceid')).map((item) => ({
    ...item,
    position: page * RECOMMENDATIONS_PER_PAGE + item.position,
  }));
  return { page, totalPages: wholeCount(record(response.body.paging).total_page) ?? 0, items };
}
