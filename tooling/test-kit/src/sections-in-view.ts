// A whole-page test whose shopper looks at the first screen and a few sections only. Without an
// IntersectionObserver (jsdom) every section below the fold renders at once, and with it every call
// the page makes for them: a test of the reviews paid for the seller, the discussion, the
// recommendations and the rest. With `sectionsInView([...])` the page gets an observer that reports
// in view what is inside one of those sections (`#pdp-section-<id>`) or outside every section, and
// never anything else, as for a shopper who scrolled straight to them. The first screen's sections
// render (they are not deferred), but what in them waits to be seen (a countdown) is seen only when
// its section is named.
// Reported at once, as the element is observed: the test's render (in `act`) includes it.

/** A page section's id on the retail and grocery pages (`pdp-section-<id>`: promo, shipping, seller, reviews, …). */
type SectionId = string;

/** Whether `target` is on the screen of a shopper who looks at `sections`: inside one of them, or outside every section. */
function inView(target: Element, sections: readonly SectionId[]): boolean {
  const section = target.closest('[id^="pdp-section-"]');
  return section === null || sections.some((id) => section.id === `pdp-section-${id}`);
}

/**
 * For each test of the file: the page's IntersectionObserver reports in view only the first screen and
 * `sections` (a section another one asks for, as the bag asks for shipping, still renders as it does
 * in a browser).
 */
export function sectionsInView(sections: readonly SectionId[]): void {
  let original: typeof IntersectionObserver | undefined;
  class SectionsObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const isIntersecting = inView(target, sections);
      if (!isIntersecting) return;
      const entry = { target, isIntersecting, intersectionRatio: 1 } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  beforeEach(() => {
    original = window.IntersectionObserver;
    window.IntersectionObserver = SectionsObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    if (original === undefined) delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    else window.IntersectionObserver = original;
  });
}
