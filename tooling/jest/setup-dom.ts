// Test setup for DOM projects: Testing Library's matchers, and what jsdom lacks.
import '@testing-library/jest-dom';

if (typeof window !== 'undefined') {
  // jsdom has no layout, and its scrollTo only logs a complaint; a page that scrolls must not spam every test.
  window.scrollTo = () => undefined;

  // jsdom has no PointerEvent, so pointer coordinates would be lost; a MouseEvent with a pointer type will do.
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventShim extends MouseEvent {
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventShim });
  }
}
