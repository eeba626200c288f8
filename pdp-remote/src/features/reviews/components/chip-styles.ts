// A filter chip: a toggle button (aria-pressed), filled when on.
import { theme } from '../../../shared/ui/theme';

export const chip = (on: boolean) =>
  ({
    minHeight: 44,
    padding: `0 ${theme.space(3)}`,
    borderRadius: 22,
    border: `1px solid ${on ? theme.color.accent : theme.color.border}`,
    background: on ? theme.color.accentBg : theme.color.surface,
    color: on ? theme.color.accent : theme.color.text,
    font: 'inherit',
    cursor: 'pointer',
    '&:focus-visible': theme.focusRing,
  }) as const;
