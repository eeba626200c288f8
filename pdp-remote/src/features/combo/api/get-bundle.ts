// GET /product/bundles/{bundleId} (spec §2 bundling catalog, §3 Combo; the path is ours): the bundle a
// combo links to, with the combo's items. A bundle without a usable item reads as none (null).
import type { BackendClient } from '../../../shared/http/backend-client';
import { isShortText, record, text } from '../../../shared/http/loose-json';
import type { ComboItem } from '../model/combo';
import { normaliseComboItems } from './get-combo';

export interface Bundle {
  bundleId: string;
  name: string;
  items: ComboItem[];
}

export async function getBundle(client: BackendClient, bundleId: string, signal?: AbortSignal): Promise<Bundle | null> {
  const response = await client.get<unknown>(`product/bundles/${encodeURIComponent(bundleId)}`, { signal });
  return normaliseBundle(response.body.data);
}

function normaliseBundle(raw: unknown): Bundle | null {
  const data = record(raw);
  const items = normaliseComboItems(data.items);
  if (!isShortText(data.bundleId, 64) || items.length === 0) return null;
  return { bundleId: data.bundleId, name: text(data.name).slice(0, 300), items };
}
