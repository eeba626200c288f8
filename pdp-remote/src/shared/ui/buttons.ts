// Button looks of the PDP remotes: a filled call to action, an outlined one, and a text button.
// Every one is at least 44px tall (touch target) and shows the focus ring.
import { theme } from './theme';

const base = {
  minHeight: 44,
  padding: `0 ${theme.space(4)}`,
  borderRadius: theme.radius,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': theme.focusRing,
  '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
} as const;

export const primaryButton = { ...base, border: 0, background: theme.color.accent, color: theme.color.onFill } as const;

export const secondaryButton = { ...base, border: `1px solid ${theme.color.accent}`, background: theme.color.surface, color: theme.color.accent } as const;

export const textButton = {
  ...base,
  padding: 0,
  fontWeight: 400,
  border: 0,
  background: 'none',
  color: theme.color.accent,
  textDecoration: 'underline',
} as const;
