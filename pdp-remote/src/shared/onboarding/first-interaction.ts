// Whether the shopper has used the page yet: scrolled, pressed, tapped or typed (issue 41). The
// onboarding tips wait for it. A tip that floats over the page at load, before the shopper has done
// anything, would be painted after the server's page and, larger than its heading, be taken for the
// page's largest paint; and a shopper who has not started reading has nothing to be guided through.
// Watched per mount from the product page; a page already scrolled when it hydrates counts as used.
import { useEffect } from 'react';
import { atom, useStore } from 'jotai';

export const firstInteractionAtom = atom(false);

/** What counts as using the page (not a pointer passing over it). */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** Sets `firstInteractionAtom` at the shopper's first interaction with the page. */
export function useWatchFirstInteraction(): void {
  const store = useStore();
  useEffect(() => {
    if (store.get(firstInteractionAtom)) return undefined;
    if (window.scrollY > 0) {
      store.set(firstInteractionAtom, true);
      return undefined;
    }
    // Capture on the window sees scrolls of any element too (a scroll does not bubble).
    const options = { capture: true, passive: true } as const;
    const stop = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted, options);
    };
    function interacted() {
      stop();
      store.set(firstInteractionAtom, true);
    }
    for (const type of INTERACTIONS) window.addEventListener(type, interacted, options);
    return stop;
  }, [store]);
}
