// Seller badges and ratings (spec §7 content calls; shapes in the contract's social.ts): the store's
// rating and badges, the platform's badges explained, and how ratings work. Texts come in both
// languages; the shopper's is picked when shown. Anything malformed is dropped, never shown half.
import type { BackendClient } from '../../../shared/http/backend-client';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { isShortText, record, records, wholeCount } from '../../../shared/http/loose-json';

export interface Bilingual {
  id: string;
  en: string;
}

export interface StoreRating {
  /** Out of 5, one decimal; null while the store has none. */
  rating: number | null;
  count: number;
  badges: string[];
}

export interface BadgeInfo {
  code: string;
  name: Bilingual;
  description: Bilingual;
}

export interface RatingInfo {
  rating: Bilingual[];
  noRating: Bilingual[];
}

/** Content answers JSON text; a list or object as it is is read too. */
export function parsedContent(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

export function bilingual(raw: unknown, max: number): Bilingual | null {
  const text = record(raw);
  if (!isShortText(text.id, max)) return null;
  return { id: text.id, en: isShortText(text.en, max) ? text.en : text.id };
}

const lines = (raw: unknown) => (Array.isArray(raw) ? raw.flatMap((line: unknown) => bilingual(line, 500) ?? []) : []);

export function normaliseStoreRating(data: unknown): StoreRating | null {
  const info = record(data);
  const { rating } = info;
  const rated = typeof rating === 'number' && Number.isFinite(rating) && rating >= 0 && rating <= 5;
  if (rating !== null && !rated) return null;
  return {
    rating: rated ? rating : null,
    count: wholeCount(info.ratingCount) ?? 0,
    badges: Array.isArray(info.badges) ? info.badges.filter((code: unknown): code is string => isShortText(code, 64)) : [],
  };
}

export function normaliseBadgeInfo(data: unknown): BadgeInfo[] {
  return records(parsedContent(data)).flatMap((badge) => {
    const name = bilingual(badge.name, 100);
    const description = bilingual(badge.description, 500);
    return isShortText(badge.code, 64) && name && description ? [{ code: badge.code, name, description }] : [];
  });
}

export function normaliseRatingInfo(data: unknown): RatingInfo {
  const info = record(parsedContent(data));
  return { rating: lines(info.rating), noRating: lines(info.noRating) };
}

export async function getStoreRating(client: BackendClient, merchantCode: string, signal?: AbortSignal): Promise<StoreRating> {
  const response = await client.get<unknown>('common/content/merchant-rating-info', { searchParams: { merchantCode }, signal });
  const rating = normaliseStoreRating(response.body.data);
  if (!rating) throw new ApiError(response.status, CLIENT_ERROR_CODES.malformed);
  return rating;
}

export async function getBadgeInfo(client: BackendClient, signal?: AbortSignal): Promise<BadgeInfo[]> {
  return normaliseBadgeInfo((await client.get<unknown>('common/content/seller-badge-info', { signal })).body.data);
}

export async function getRatingInfo(client: BackendClient, signal?: AbortSignal): Promise<RatingInfo> {
  return normaliseRatingInfo((await client.get<unknown>('common/content/seller-rating-info', { signal })).body.data);
}
