// A labelled form field of a modal's form: the label above its control, an optional hint, and the
// error said under it, tied to the control by `aria-describedby` (`describedBy` gives the ids), so a
// screen reader on the control reads both. The control is the caller's (an input, a select, a textarea).
// And the form around the fields, and its foot: what the backend said of its last send, and the
// button that sends it.
import { useId, type ReactNode } from 'react';
import { theme } from './theme';
import { primaryButton } from './buttons';

/** The look every control of a form field shares: a touch target's height and a visible focus. */
export const fieldControl = { minHeight: 44, padding: `0 ${theme.space(2)}`, font: 'inherit', '&:focus-visible': theme.focusRing } as const;

interface FieldIds {
  control: string;
  /** The control's `aria-describedby`: the hint, then the error while there is one. */
  describedBy: string | undefined;
}

interface FormFieldProps {
  /** The control's id, when the form moves focus to it; else one is made. */
  id?: string;
  label: string;
  hint?: string;
  /** Said under the control; none: the field is fine. */
  error?: string;
  children: (ids: FieldIds) => ReactNode;
}

export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const generated = useId();
  const control = id ?? generated;
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <label htmlFor={control} css={{ fontWeight: 600 }}>
        {label}
      </label>
      {children({ control, describedBy })}
      {hint && (
        <p id={hintId} css={{ margin: 0, color: theme.color.muted }}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={{ margin: 0, color: theme.color.warning }}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A modal's form of FormFields: the browser's own validation off (each field says its error), and
 * `onSend` called instead of a page load.
 */
export function FieldForm({ onSend, children }: { onSend: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {children}
    </form>
  );
}

/**
 * A form's foot: what the backend said of its last send, announced as it appears, above the
 * full-width button that sends the form, off while it sends.
 */
export function FormSubmit({ alert, sending, label }: { alert: string | null; sending: boolean; label: string }) {
  return (
    <>
      {alert && (
        <p role="alert" css={{ margin: 0, padding: theme.space(3), borderRadius: theme.radius, background: theme.color.warningBg, color: theme.color.warning }}>
          {alert}
        </p>
      )}
      <button type="submit" disabled={sending} css={{ ...primaryButton, width: '100%' }}>
        {label}
      </button>
    </>
  );
}
