import { SCROLL_LOCK_CLASS, lockScroll, unlockScroll } from './scroll-lock';

const mobile = (matches: boolean) => {
  window.matchMedia = jest.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
};

describe('scroll lock of spec §4', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
  });

  it('hides the body overflow and restores it', () => {
    mobile(false);
    lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS);
    unlockScroll();
    expect(document.body.style.overflow).toBe('');
  });

  it('pins the body on mobile with the lock class and restores the scroll position', () => {
    mobile(true);
    lockScroll();
    expect(document.body).toHaveClass(SCROLL_LOCK_CLASS);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-420px');
    unlockScroll();
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS);
    expect(document.body.style.position).toBe('');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 420);
  });

  it('releases only when the last lock is released', () => {
    mobile(false);
    lockScroll();
    lockScroll();
    unlockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    unlockScroll();
    expect(document.body.style.overflow).toBe('');
  });
});
