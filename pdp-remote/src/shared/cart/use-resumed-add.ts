// Back from login with an add to the bag to finish (shared/mount/resume-action.ts): the items a
// signed-in shopper had chosen before login (a combo's complementary items, an item's free gifts),
// the way to take the action out of the address, and the return path that carries a new one.
import { useCallback } from 'react';
import { useMountProps } from '../mount/mount-context';
import { resumeActionOf, withResumeAction, withoutResumeAction, type AddTarget } from '../mount/resume-action';

export function useResumedAdd(target: AddTarget) {
  const { user, path, navigate } = useMountProps();
  const action = user ? resumeActionOf(path) : null;
  const skus = action?.kind === 'add' && action.target === target ? action.skus : null;
  const clear = useCallback(() => navigate({ path: withoutResumeAction(path), replace: true, resetScroll: false }), [navigate, path]);
  /** Where login brings the shopper back to, with the add and its items to finish (`base`: the path to return to). */
  const returnPath = useCallback((base: string, chosen: readonly string[]) => withResumeAction(base, { kind: 'add', target, skus: chosen }), [target]);
  return { skus, clear, returnPath };
}
