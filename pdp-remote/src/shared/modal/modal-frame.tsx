// The frame of every modal: a labelled dialog that traps focus, closes on Escape or the backdrop,
// returns focus to what opened it, locks the page's scroll, and is a bottom sheet on phones.
import { useEffect, useId, useRef, type ReactNode } from 'react';
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
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    const dialog = dialogRef.current;
    (dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (!dialog.contains(active) || active === dialog) {
        // Focus on the dialog itself (after a click on its background) or somewhere behind it.
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
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'center',
        background: 'rgba(15, 20, 25, 0.55)',
        [theme.breakpoint.desktop]: { alignItems: 'center' },
      }}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={{
          background: theme.color.surface,
          color: theme.color.text,
          width: '100%',
          maxHeight: '90vh',
          overflowY: 'auto',
          borderRadius: '16px 16px 0 0',
          padding: theme.space(4),
          boxSizing: 'border-box',
          outline: 'none',
          [theme.breakpoint.desktop]: { width: wide ? 'min(960px, 92vw)' : 'min(520px, 92vw)', borderRadius: 12 },
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
      </div>
    </div>
  );
}
