// Test setup for DOM projects: Testing Library's matchers, and what jsdom lacks.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A component test renders the whole page; on a busy two-core machine its first screen can take more
// than Testing Library's default second to appear, which made findBy* flaky (buying.test.tsx failed 2
// runs of 5 on an unchanged tree). Waiting longer changes no assertion: what is awaited must still come.
configure({ asyncUtilTimeout: 5_000 });

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
