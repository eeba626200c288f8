// Brand recommendations and brand ads (spec §7: two versions of each; §3: the first brand ad is the
// one shown; §8: brand ads reset to empty on failure). Both read version 2 and fall back to version 1
// when it fails (decision 0049): brand picks with how many products each sells, or without the count;
// the first ad with its picture, or without. The paths and shapes are the contract's.
import type { BrandAdDto, BrandRecommendationV2Dto } from '@pdp/backend-api/recommendations';
import { BRAND_RECOMMENDATIONS_MAX } from '@pdp/backend-api/recommendations';
import type { BackendClient } from '../../../shared/http/backend-client';
import { isShortText, record, records, safeUrl, wholeCount } from '../../../shared/http/loose-json';

export interface BrandPick {
  code: string;
  name: string;
  /** How many products the brand sells; null from version 1. */
  productCount: number | null;
}

export interface BrandAd {
  code: string;
  name: string;
  headline: string;
  /** Version 2's picture, when it is http(s) or same-site; '' otherwise. */
  imageUrl: string;
}

const MAX_TEXT = 200;

const brandOf = (value: unknown): { code: string; name: string } | null => {
  const { code, name } = record(value);
  return isShortText(code, MAX_TEXT) && isShortText(name, MAX_TEXT) ? { code, name } : null;
};

/** Version 2, else version 1; a call aborted by a newer one is not tried again. */
async function newestThatAnswers<T>(signal: AbortSignal | undefined, v2: () => Promise<T>, v1: () => Promise<T>): Promise<T> {
  try {
    return await v2();
  } catch (error) {
    if (signal?.aborted) throw error;
    return v1();
  }
}

export function getBrandPicks(client: BackendClient, productId: string, signal?: AbortSignal): Promise<BrandPick[]> {
  const searchParams = { productId };
  return newestThatAnswers(
    signal,
    async () => {
      const { body } = await client.get<BrandRecommendationV2Dto[]>('product-detail/recommendation/v2/brands', { searchParams, signal });
      return records(body.data).flatMap((entry) => {
        const brand = brandOf(entry.brand);
        return brand ? [{ ...brand, productCount: wholeCount(entry.productCount) }] : [];
      });
    },
    async () => {
      const { body } = await client.get<unknown>('product-detail/recommendation/brands', { searchParams, signal });
      return records(body.data).flatMap((entry) => {
        const brand = brandOf(entry);
        return brand ? [{ ...brand, productCount: null }] : [];
      });
    },
  ).then((picks) => picks.slice(0, BRAND_RECOMMENDATIONS_MAX));
}

/** The first brand ad, or null: none, malformed, or both versions failed (spec §8: reset to empty). */
export async function getBrandAd(client: BackendClient, productId: string, signal?: AbortSignal): Promise<BrandAd | null> {
  const first = async (version: 1 | 2): Promise<BrandAd | null> => {
    const { body } = await client.get<BrandAdDto[]>('product-detail/brand-ads', { searchParams: { productId, version }, signal });
    const [ad] = records(body.data);
    const brand = ad && brandOf(ad.brand);
    if (!ad || !brand || !isShortText(ad.headline, MAX_TEXT)) return null;
    return { ...brand, headline: ad.headline, imageUrl: version === 2 ? safeUrl(ad.imageUrl) : '' };
  };
  try {
    return await newestThatAnswers(
      signal,
      () => first(2),
      () => first(1),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
