// The frame of every modal: a native <dialog> opened with showModal(), so the browser puts it in the
// top layer and makes the page behind it inert. Labelled by its title, it keeps Tab inside, closes on
// Escape or the backdrop, returns focus to what opened it, locks the page's scroll, and is a bottom
// sheet on phones. React decides whether it is shown: the frame opens the dialog when it mounts and
// asks its owner (`onClose`) to unmount it rather than closing it itself.
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { theme } from '../ui/theme';
import { lockScroll, unlockScroll } from './scroll-lock';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab leaves a radio group in one step: any radio of the group ending (or starting) the dialog is its edge. */
const sameRadioGroup = (active: Element | null, edge: HTMLElement) =>
  active instanceof HTMLInputElement &&
  edge instanceof HTMLInputElement &&
  active.type === 'radio' &&
  edge.type === 'radio' &&
  active.name !== '' &&
  active.name === edge.name;

/** A press on the backdrop: the dialog element itself is its target, outside the dialog's box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

interface ModalFrameProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Wide modals (image preview) take more room on desktop. */
  wide?: boolean;
}

export function ModalFrame({ title, closeLabel, onClose, children, wide }: ModalFrameProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // A press that starts in the sheet and ends on the backdrop (selecting text in a field) must not close it.
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    // Opened here, not by the `open` attribute: only showModal() makes it modal, and a server render has no effects.
    if (!dialog.open) dialog.showModal();
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    // Escape (or a phone's back gesture) asks to cancel: the owner unmounts the frame, the browser does not close it.
    const onCancel = (event: Event) => {
      // Not cancelable (the browser refuses a page that keeps cancelling without the shopper's activation):
      // the dialog closes and `close` follows.
      if (!event.cancelable) return;
      event.preventDefault();
      onCloseRef.current();
    };
    // Closed by the browser all the same; the owner must still unmount the frame and bring its state along.
    const onNativeClose = () => {
      if (dialog.isConnected) onCloseRef.current();
    };
    // The browser makes the page inert but lets Tab leave the dialog for its own toolbar (Chromium), so
    // Tab and Shift+Tab wrap around the dialog's controls here.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (!dialog.contains(active) || active === dialog) {
        // Focus on the dialog itself (after a click on its background) or on the page.
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || sameRadioGroup(active, first))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || sameRadioGroup(active, last))) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('cancel', onCancel);
      // Usually already out of the document; closing matters when the effect runs again on the same dialog.
      dialog.close();
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      // Both implicit on an open modal <dialog>, and both written for the checks that read the attributes:
      // `[role="dialog"]` selectors of the e2e and corpus tests, the onboarding tips leaving Escape to a modal.
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && onBackdrop(event)) onClose();
        pressedOnBackdrop.current = false;
      }}
      css={{
        // The browser's modal dialog is fixed, centred, framed and padded: a bottom sheet on phones instead.
        boxSizing: 'border-box',
        width: '100%',
        maxWidth: '100%',
        maxHeight: '90vh',
        margin: 'auto 0 0',
        overflowY: 'auto',
        border: 0,
        borderRadius: '16px 16px 0 0',
        padding: theme.space(4),
        background: theme.color.surface,
        color: theme.color.text,
        outline: 'none',
        '&::backdrop': { background: 'rgba(15, 20, 25, 0.55)' },
        [theme.breakpoint.desktop]: { width: wide ? 'min(960px, 92vw)' : 'min(520px, 92vw)', margin: 'auto', borderRadius: 12 },
      }}
    >
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(2), marginBottom: theme.space(3) }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: 18 }}>
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          css={{
            minWidth: 44,
            minHeight: 44,
            border: 0,
            background: 'transparent',
            fontSize: 24,
            cursor: 'pointer',
            borderRadius: 8,
            '&:focus-visible': theme.focusRing,
          }}
        >
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
