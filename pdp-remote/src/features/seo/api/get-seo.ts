// GET /content/seo and /seo/custom-urls (spec §7). A failed call rejects, so that a cache does not keep
// it; the page renders empty SEO instead (spec §8: server-render.tsx).
import type { SeoContentDto, SeoCustomUrlDto } from '@pdp/backend-api/backend';
import type { BackendClient } from '../../../shared/http/backend-client';

export const EMPTY_SEO_CONTENT: SeoContentDto = { description: '', keywords: [] };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

export async function getSeoContent(client: BackendClient, productSku: string): Promise<SeoContentDto> {
  const { body } = await client.get<Partial<SeoContentDto> | null>('content/seo', { searchParams: { productSku } });
  const data = body.data;
  return { description: typeof data?.description === 'string' ? data.description : '', keywords: strings(data?.keywords) };
}

/** The custom URL of a same-site path, or null (none, or not a same-site path). */
export async function getCustomUrl(client: BackendClient, path: string): Promise<string | null> {
  const { body } = await client.get<Partial<SeoCustomUrlDto> | null>('seo/custom-urls', { searchParams: { url: path } });
  const custom = body.data?.customUrl;
  return typeof custom === 'string' && custom.startsWith('/') && !custom.startsWith('//') ? custom : null;
}
