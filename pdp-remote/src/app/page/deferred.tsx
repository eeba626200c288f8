// Below-the-fold content loads when it comes near the viewport (the design: above the fold first,
// the rest lazily). Until then a box of the expected height holds its place. Without an
// IntersectionObserver (tests, very old browsers) it renders at once; on a server, never. The section
// renders in a transition, in slices that yield to the shopper's input: the first screen's sections
// come near as the page hydrates, and rendered from the observer's update they took one long task.
// A part another part depends on renders at once when that part asks (`wanted`: the shipping section,
// shared/feature/shipping-section-wanted.ts), wherever the shopper has scrolled.
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

const DEFER_ROOT_MARGIN = '400px 0px';

export function Deferred({ minHeight, wanted = false, children }: { minHeight: number; wanted?: boolean; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (visible) return undefined;
    if (wanted) {
      startTransition(() => setVisible(true));
      return undefined;
    }
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && startTransition(() => setVisible(true)), {
      rootMargin: DEFER_ROOT_MARGIN,
    });
    if (placeholder.current) observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [visible, wanted]);

  const box = <div ref={placeholder} aria-hidden="true" style={{ minHeight }} />;
  return visible ? <Suspense fallback={box}>{children}</Suspense> : box;
}
