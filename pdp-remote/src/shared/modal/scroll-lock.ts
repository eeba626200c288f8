// Scroll lock of spec §4: hides the body's overflow, saves the scroll position, and on mobile pins the
// body with a lock class (iOS ignores overflow on body); unlocking restores the position. Counted,
// so nested locks release only when the last one does.
export const SCROLL_LOCK_CLASS = 'pdp-scroll-lock';
const MOBILE_QUERY = '(max-width: 767px)';

let locks = 0;
let saved: { scrollY: number; overflow: string; top: string; position: string; width: string } | null = null;

export function lockScroll(): void {
  locks += 1;
  if (locks > 1 || typeof document === 'undefined') return;
  const { body } = document;
  saved = { scrollY: window.scrollY, overflow: body.style.overflow, top: body.style.top, position: body.style.position, width: body.style.width };
  body.style.overflow = 'hidden';
  if (window.matchMedia?.(MOBILE_QUERY).matches) {
    // Mobile Safari scrolls a body with hidden overflow; pinning it in place is what stops it.
    body.classList.add(SCROLL_LOCK_CLASS);
    body.style.position = 'fixed';
    body.style.width = '100%';
    body.style.top = `-${saved.scrollY}px`;
  }
}

export function unlockScroll(): void {
  if (locks === 0) return;
  locks -= 1;
  if (locks > 0 || typeof document === 'undefined' || !saved) return;
  const { body } = document;
  body.style.overflow = saved.overflow;
  body.style.top = saved.top;
  body.style.position = saved.position;
  body.style.width = saved.width;
  const wasPinned = body.classList.contains(SCROLL_LOCK_CLASS);
  body.classList.remove(SCROLL_LOCK_CLASS);
  if (wasPinned) window.scrollTo(0, saved.scrollY);
  saved = null;
}
