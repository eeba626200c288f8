// The host's design tokens and the few element styles its pages share.
export const hostTheme = {
  color: { text: '#1f2328', muted: '#5b6470', accent: '#0b5cad', border: '#d8dde3', subtle: '#f4f6f8', danger: '#b3261e' },
  radius: '8px',
  focusRing: { outline: '3px solid #1a73e8', outlineOffset: '2px' },
} as const;

export const buttonStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: '0 20px',
  borderRadius: hostTheme.radius,
  border: 'none',
  background: hostTheme.color.accent,
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': hostTheme.focusRing,
  '&:disabled': { opacity: 0.6, cursor: 'wait' },
} as const;

export const pageStyle = { maxWidth: 960, margin: '0 auto', padding: '24px 16px' } as const;
