// The add-on calls (contract add-ons.ts; spec §7), their answers normalised: an add-on without an id,
// a name or a price is left out, its details are plain text lines.
import type { AddOnAvailabilityDto, AddOnDto } from '@pdp/backend-api/add-ons';
import type { BackendClient } from '../../../shared/http/backend-client';
import { count, list, records, text } from '../../../shared/http/loose-json';

export type AddOnListKind = 'installations' | 'insurances';

/** Availability is read, not written: it gives up as a read does (spec §9). */
const AVAILABILITY_TIMEOUT_MS = 15_000;

export async function getAddOns(client: BackendClient, kind: AddOnListKind, itemSku: string, signal?: AbortSignal): Promise<AddOnDto[]> {
  const data = (await client.get<unknown>(`add-on/${kind}/${encodeURIComponent(itemSku)}`, { signal })).body.data;
  return records(data).flatMap((addOn): AddOnDto[] => {
    const id = text(addOn.id);
    const name = text(addOn.name).trim();
    const price = count(addOn.price);
    if (!id || !name || price <= 0) return [];
    const details = list(addOn.details).filter((line): line is string => typeof line === 'string' && line.trim() !== '');
    return [{ id, name, price, details }];
  });
}

export async function getAddOnAvailability(
  client: BackendClient,
  itemSku: string,
  addOnIds: readonly string[],
  signal?: AbortSignal,
): Promise<AddOnAvailabilityDto[]> {
  const response = await client.post<unknown>('add-on/availability', { json: { itemSku, addOnIds }, signal, timeout: AVAILABILITY_TIMEOUT_MS });
  return records(response.body.data).flatMap((entry) => {
    const id = text(entry.id);
    return id ? [{ id, available: entry.available === true }] : [];
  });
}
