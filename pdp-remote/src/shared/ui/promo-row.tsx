// A row of the promo section: an optional label, one line of text cut with an ellipsis, and one
// action. It is as tall in every state (loading, failed, loaded), so nothing below it moves when its
// data arrives (docs/decisions/0036-vouchers-on-the-first-screen.md).
import type { ReactNode } from 'react';
import { secondaryButton } from './buttons';
import { theme } from './theme';

/** A 44 px button and its padding; lazily loaded rows hold this much until they arrive. */
export const PROMO_ROW_HEIGHT = 60;

interface PromoRowProps {
  label?: ReactNode;
  text: string;
  /** Failed: announced, in the warning colour. */
  failed: boolean;
  action?: { label: string; onClick: () => void } | null;
}

export function PromoRow({ label, text, failed, action }: PromoRowProps) {
  return (
    <div
      role={failed ? 'alert' : undefined}
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: theme.space(2),
        minHeight: PROMO_ROW_HEIGHT,
        padding: `0 ${theme.space(3)}`,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius,
        color: failed ? theme.color.warning : theme.color.text,
      }}
    >
      {label && <strong css={{ flexShrink: 0 }}>{label}</strong>}
      <span css={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{text}</span>
      {action && (
        <button type="button" css={secondaryButton} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
