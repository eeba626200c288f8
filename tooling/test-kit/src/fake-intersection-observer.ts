// An IntersectionObserver a test drives (jsdom has none): `show(element, ratio)` reports an element
// that much in view to every observer watching it; `showOnceWatched` first waits for one to watch it
// (a part starts watching in an effect, which may run after its markup is on screen); `observers`
// keeps each one's options.
import { act, waitFor } from '@testing-library/react';

/** An IntersectionObserver the test drives: `show(element, ratio)` reports an element that much in view. */
export function installFakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Set<Element>; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: new Set(), options };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  const original = window.IntersectionObserver;
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  const show = (target: Element, ratio: number) =>
    act(() => {
      for (const observer of observers) {
        if (!observer.targets.has(target)) continue;
        const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    });
  /** Reports `target` in view once an observer watches it (what a browser reports of an element that came into view). */
  const showOnceWatched = async (target: Element, ratio: number) => {
    await waitFor(() => expect(observers.some((observer) => observer.targets.has(target))).toBe(true));
    show(target, ratio);
  };
  return { show, showOnceWatched, observers, restore: () => (window.IntersectionObserver = original) };
}
