// Below-the-fold content loads when it comes near the viewport (the design: above the fold first,
// the rest lazily). Until then a box of the expected height holds its place. Without an
// IntersectionObserver (tests, very old browsers) it renders at once; on a server, never. The section
// renders in a transition, in slices that yield to the shopper's input: the first screen's sections
// come near as the page hydrates, and rendered from the observer's update they took one long task.
// A part the rest of the page depends on (`atMount`: the shipping section, whose buy bar is on the first
// screen and whose grocery store the bag and the grocery recommendations wait for) renders once the
// page is mounted, wherever the shopper has scrolled: a section skipped by a jump (the section
// navigation, a fast scroll) never comes near, and what waited for it would wait for ever.
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

const DEFER_ROOT_MARGIN = '400px 0px';

export function Deferred({ minHeight, atMount = false, children }: { minHeight: number; atMount?: boolean; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (visible) return undefined;
    if (atMount) {
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
  }, [visible, atMount]);

  const box = <div ref={placeholder} aria-hidden="true" style={{ minHeight }} />;
  return visible ? <Suspense fallback={box}>{children}</Suspense> : box;
}
