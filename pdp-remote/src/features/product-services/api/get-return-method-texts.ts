// GET /common/content/return-method-i18n (spec §7): how each return method is described, per language.
import type { Locale } from '@pdp/host-contract/locale';
import type { BackendClient } from '../../../shared/http/backend-client';

export type ReturnMethodTexts = Record<string, Partial<Record<Locale, string>>>;

export async function getReturnMethodTexts(client: BackendClient): Promise<ReturnMethodTexts> {
  const response = await client.get<unknown>('common/content/return-method-i18n');
  const data = response.body.data;
  if (typeof data !== 'object' || data === null) return {};
  const texts: ReturnMethodTexts = {};
  for (const [code, value] of Object.entries(data)) {
    if (typeof value === 'object' && value !== null) {
      const entry = value as Record<string, unknown>;
      texts[code] = {
        ...(typeof entry.id === 'string' ? { id: entry.id } : {}),
        ...(typeof entry.en === 'string' ? { en: entry.en } : {}),
      };
    }
  }
  return texts;
}
