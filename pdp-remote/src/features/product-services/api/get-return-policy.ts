// GET /return/sku-items/{id}/return-policy (spec §7), normalised.
import type { ReturnPolicyDto } from '@pdp/backend-api/backend';
import { RETURN_REASONS, isOneOf } from '@pdp/backend-api/enums';
import type { BackendClient } from '../../../shared/http/backend-client';

export async function getReturnPolicy(client: BackendClient, itemSku: string): Promise<ReturnPolicyDto> {
  const response = await client.get<Partial<ReturnPolicyDto> | null>(`return/sku-items/${encodeURIComponent(itemSku)}/return-policy`);
  const data = response.body.data ?? {};
  return {
    returnable: data.returnable === true,
    freeReturnDays: typeof data.freeReturnDays === 'number' && data.freeReturnDays > 0 ? Math.trunc(data.freeReturnDays) : 0,
    reasons: Array.isArray(data.reasons) ? data.reasons.filter((reason) => isOneOf(RETURN_REASONS, reason)) : [],
    methods: Array.isArray(data.methods) ? data.methods.filter((method): method is string => typeof method === 'string') : [],
  };
}
