// GET /content/seo and /seo/custom-urls (spec §7). A failure gives empty SEO (spec §8), never an error.
import type { SeoContentDto, SeoCustomUrlDto } from '@pdp/backend-api/backend';
import type { BackendClient } from '../../../shared/http/backend-client';

const EMPTY_SEO_CONTENT: SeoContentDto = { description: '', keywords: [] };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

export async function getSeoContent(client: BackendClient, productSku: string): Promise<SeoContentDto> {
  try {
    const { body } = await client.get<Partial<SeoContentDto> | null>('content/seo', { searchParams: { productSku } });
    const data = body.data;
    return { description: typeof data?.description === 'string' ? data.description : '', keywords: strings(data?.keywords) };
  } catch {
    return EMPTY_SEO_CONTENT;
  }
}

/** The custom URL of a same-site path, or null (none, malformed, or the call failed). */
export async function getCustomUrl(client: BackendClient, path: string): Promise<string | null> {
  try {
    const { body } = await client.get<Partial<SeoCustomUrlDto> | null>('seo/custom-urls', { searchParams: { url: path } });
    const custom = body.data?.customUrl;
    return typeof custom === 'string' && custom.startsWith('/') && !custom.startsWith('//') ? custom : null;
  } catch {
    return null;
  }
}
