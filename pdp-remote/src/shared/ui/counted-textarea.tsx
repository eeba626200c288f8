// A text the shopper writes between a least and a most length (a question, a report): its label, the
// textarea, and under it the rule it must meet, said as an alert while the text is too short, with
// the count so far against the most it may be.
import { useId } from 'react';
import { theme } from './theme';

interface CountedTextareaProps {
  label: string;
  value: string;
  maxLength: number;
  /** The rule the text must meet (its least length), said under it. */
  rule: string;
  /** The text was sent too short: the rule is said as an alert, the field marked invalid. */
  tooShort: boolean;
  onChange: (value: string) => void;
}

export function CountedTextarea({ label, value, maxLength, rule, tooShort, onChange }: CountedTextareaProps) {
  const fieldId = useId();
  const hintId = useId();
  const flagged = tooShort ? theme.color.price : undefined;
  return (
    <>
      <label htmlFor={fieldId} css={{ fontWeight: 600 }}>
        {label}
      </label>
      <textarea
        id={fieldId}
        value={value}
        rows={4}
        maxLength={maxLength}
        aria-describedby={hintId}
        aria-invalid={tooShort}
        onChange={(event) => onChange(event.target.value)}
        css={{
          font: 'inherit',
          padding: theme.space(2),
          borderRadius: theme.radius,
          border: `1px solid ${flagged ?? theme.color.border}`,
          resize: 'vertical',
          '&:focus-visible': theme.focusRing,
        }}
      />
      <div id={hintId} css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space(2), fontSize: 14, color: flagged ?? theme.color.muted }}>
        <span role={tooShort ? 'alert' : undefined}>{rule}</span>
        <span>
          {value.length}/{maxLength}
        </span>
      </div>
    </>
  );
}
