// Test setup for DOM projects: Testing Library's matchers, and what jsdom lacks.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A component test renders the whole page; on a busy two-core machine its first screen can take more
// than Testing Library's default second to appear, which made findBy* flaky (buying.test.tsx failed 2
// runs of 5 on an unchanged tree), and with the suite beside other work five seconds were not enough
// either (the English product copy and the courier's pin, issue 62). Waiting longer changes no
// assertion: what is awaited must still come; only a failure takes longer to say so.
configure({ asyncUtilTimeout: 10_000 });

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

  if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') shimDialog();
}

/**
 * jsdom (26) has `<dialog>` and its `open` attribute but none of its behaviour. This adds what a browser
 * does that a test can observe, and no more: `showModal()` and `show()` set `open` (and throw where a
 * browser throws), `close()` removes it and fires `close` a task later, Escape on a page with a modal
 * dialog fires a cancelable `cancel` at the topmost one and closes it unless that is prevented, and a
 * closed dialog is not displayed (the browser's own style rule, so a role query does not find it).
 * What it leaves out, a browser does but jsdom cannot show: the top layer, the inert page behind a modal
 * (Tab still reaches it here, so a frame that relied on it would fail here too) and focusing on open.
 * A browser's `cancel` is cancelable only after a user activation; the tests click an opener first.
 */
function shimDialog() {
  const modals: HTMLDialogElement[] = [];
  // Removing a dialog from the document ends its being modal, as in a browser.
  const isModal = (dialog: HTMLDialogElement) => modals.includes(dialog) && dialog.isConnected && dialog.open;
  const forget = (dialog: HTMLDialogElement) => {
    const index = modals.indexOf(dialog);
    if (index !== -1) modals.splice(index, 1);
  };
  const invalidState = (message: string) => new DOMException(message, 'InvalidStateError');
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      if (this.open && isModal(this)) throw invalidState('The dialog is already open as a modal dialog.');
      this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (this.open) {
        if (isModal(this)) return;
        throw invalidState('The dialog is already open as a non-modal dialog.');
      }
      if (!this.isConnected) throw invalidState('The dialog is not in a document.');
      this.setAttribute('open', '');
      forget(this);
      modals.push(this);
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      forget(this);
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    },
  });
  // The browser acts on Escape after the page's own keydown listeners had their say.
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Dialogs removed or closed since are no longer modal: drop them, so a test file does not keep them.
    modals.splice(0, modals.length, ...modals.filter(isModal));
    const topmost = modals.at(-1);
    if (topmost && topmost.dispatchEvent(new Event('cancel', { cancelable: true }))) topmost.close();
  });
  const userAgentStyle = document.createElement('style');
  userAgentStyle.textContent = 'dialog:not([open]) { display: none; }';
  document.head.append(userAgentStyle);
}
