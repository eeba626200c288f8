// Below-the-fold parts render when they come near the viewport, and a part the shopper jumps past (the
// section navigation, a fast scroll) never comes near. A part that needs what the shipping section
// knows (on grocery, the shopper's store and window: its recommendations, and the bag a combo or gifts
// are added to) asks for the section now, wherever the shopper has scrolled; the page renders it then
// (product-main-view.tsx), and never earlier for nothing: the first load does not carry it.
import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';

export const shippingSectionWantedAtom = atom(false);

/** Asks for the shipping section while `wanted` (once asked, it stays: the section never goes). */
export function useWantShippingSection(wanted: boolean): void {
  const want = useSetAtom(shippingSectionWantedAtom);
  useEffect(() => {
    if (wanted) want(true);
  }, [wanted, want]);
}
