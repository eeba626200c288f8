// An IntersectionObserver a test drives (jsdom has none): `show(element, ratio)` reports an element
// that much in view to every observer watching it; `observers` keeps each one's options.
import { act } from '@testing-library/react';

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
  return { show, observers, restore: () => (window.IntersectionObserver = original) };
}
