// A message with one action, announced to screen readers, that leaves the rest of the page usable.
import { theme } from './theme';

export function InlineAlert({ message, actionLabel, onAction }: { message: string; actionLabel: string; onAction: () => void }) {
  return (
    <div
      role="alert"
      css={{
        display: 'flex',
        gap: theme.space(3),
        alignItems: 'center',
        flexWrap: 'wrap',
        padding: theme.space(3),
        borderRadius: theme.radius,
        background: theme.color.warningBg,
        color: theme.color.warning,
      }}
    >
      <span>{message}</span>
      <button
        type="button"
        onClick={onAction}
        css={{
          minHeight: 44,
          padding: `0 ${theme.space(4)}`,
          borderRadius: theme.radius,
          border: `1px solid ${theme.color.warning}`,
          background: 'transparent',
          color: 'inherit',
          font: 'inherit',
          cursor: 'pointer',
          '&:focus-visible': theme.focusRing,
        }}
      >
        {actionLabel}
      </button>
    </div>
  );
}
