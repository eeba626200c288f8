// Loads the return policy of the shown item.
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { loadReturnPolicyAtom, returnPolicyStateAtom } from '../state/return-policy-atoms';

export function useReturnPolicy(itemSku: string) {
  const state = useAtomValue(returnPolicyStateAtom);
  const load = useSetAtom(loadReturnPolicyAtom);
  useEffect(() => {
    void load(itemSku);
  }, [load, itemSku]);
  return state.itemSku === itemSku ? state : null;
}
