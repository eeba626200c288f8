// Back from login with an add to the bag to finish (shared/mount/resume-action.ts): the items a
// signed-in shopper had chosen before login (a combo's complementary items, an item's free gifts),
// the way to take the action out of the address, and the return path that carries a new one.
import { useCallback, useEffect, useRef } from 'react';
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

/** Back from login with this add to finish: runs `add` once, with the items restored, and takes the action out of the address. */
export function useFinishResumedAdd(resumed: ReturnType<typeof useResumedAdd>, add: () => unknown): void {
  const resuming = resumed.skus !== null;
  const started = useRef(false);
  useEffect(() => {
    if (!resuming || started.current) return;
    started.current = true;
    resumed.clear();
    void add();
  });
}

/**
 * Back from login with this add to finish: opens, once `loaded` (what the add chooses from is on the
 * page), the sheet or dialog that finishes it (`open`); the promo row that leads to it calls this.
 */
export function useOpenForResumedAdd(target: AddTarget, loaded: boolean, open: () => void): void {
  const resuming = useResumedAdd(target).skus !== null;
  const opened = useRef(false);
  useEffect(() => {
    if (!resuming || !loaded || opened.current) return;
    opened.current = true;
    open();
  }, [loaded, open, resuming]);
}
