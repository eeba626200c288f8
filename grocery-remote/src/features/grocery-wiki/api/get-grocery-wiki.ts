// The grocery wiki content (spec §7 /common/content/*: grocery wiki info): a JSON string holding one
// text per language. A text missing what the modal shows is taken as none.
import type { GroceryWikiDto } from '@pdp/backend-api/grocery';
import type { Locale } from '@pdp/host-contract/locale';
import type { BackendClient } from '@pdp/pdp-remote/blocks';

function parseWiki(raw: unknown): GroceryWikiDto | null {
  const { title, sections: rawSections } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (typeof title !== 'string' || !Array.isArray(rawSections)) return null;
  const sections = rawSections.flatMap((section: unknown) => {
    const entry = (typeof section === 'object' && section !== null ? section : {}) as Record<string, unknown>;
    return typeof entry.heading === 'string' && typeof entry.body === 'string' ? [{ heading: entry.heading, body: entry.body }] : [];
  });
  return { title, sections };
}

export type GroceryWikiTexts = Partial<Record<Locale, GroceryWikiDto>>;

export async function getGroceryWiki(client: BackendClient, _input: 'wiki', signal?: AbortSignal): Promise<GroceryWikiTexts> {
  const response = await client.get<unknown>('common/content/grocery-wiki-info', { signal });
  let parsed: unknown = null;
  try {
    parsed = typeof response.body.data === 'string' ? JSON.parse(response.body.data) : null;
  } catch {
    // A body that is not JSON text is no wiki; the modal says it could not be loaded.
  }
  const byLanguage = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const texts: GroceryWikiTexts = {};
  for (const locale of ['id', 'en'] as const) {
    const wiki = parseWiki(byLanguage[locale]);
    if (wiki) texts[locale] = wiki;
  }
  return texts;
}
