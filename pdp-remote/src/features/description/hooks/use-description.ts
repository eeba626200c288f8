// Loads the description and specifications of a product once it is shown.
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { descriptionStateAtom, loadDescriptionAtom } from '../state/description-atoms';

export function useDescription(productId: string) {
  const state = useAtomValue(descriptionStateAtom);
  const load = useSetAtom(loadDescriptionAtom);
  useEffect(() => {
    void load(productId);
  }, [load, productId]);
  return { state: state.productId === productId ? state : null, retry: () => void load(productId) };
}
