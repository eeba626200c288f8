// Whether a media query matches, following the window as it changes. Client-only parts (sections
// loaded near the viewport, modals) use it for a layout the CSS alone cannot give (another control,
// not another look); on a server, and where the browser cannot tell, it does not match.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 767px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches === true,
    () => false,
  );
}
