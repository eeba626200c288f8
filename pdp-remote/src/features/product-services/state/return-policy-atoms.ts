// Return policy of the shown item with the return-method texts; on failure the policy is left out.
import { atom } from 'jotai';
import type { ReturnPolicyDto } from '@pdp/backend-api/backend';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { getReturnPolicy } from '../api/get-return-policy';
import { getReturnMethodTexts, type ReturnMethodTexts } from '../api/get-return-method-texts';

export interface ReturnPolicyState {
  itemSku: string | null;
  policy: ReturnPolicyDto | null;
  methodTexts: ReturnMethodTexts;
}

export const returnPolicyStateAtom = atom<ReturnPolicyState>({ itemSku: null, policy: null, methodTexts: {} });

export const loadReturnPolicyAtom = atom(null, async (get, set, itemSku: string) => {
  if (get(returnPolicyStateAtom).itemSku === itemSku) return;
  set(returnPolicyStateAtom, (state) => ({ ...state, itemSku, policy: null }));
  const client = get(requireBackendClientAtom);
  const [policy, methodTexts] = await Promise.all([
    getReturnPolicy(client, itemSku).catch(() => null),
    Object.keys(get(returnPolicyStateAtom).methodTexts).length > 0
      ? Promise.resolve(get(returnPolicyStateAtom).methodTexts)
      : getReturnMethodTexts(client).catch(() => ({})),
  ]);
  if (get(returnPolicyStateAtom).itemSku === itemSku) set(returnPolicyStateAtom, { itemSku, policy, methodTexts });
});
