// Design tokens of the PDP remotes.
export const theme = {
  color: {
    text: '#1f2328',
    muted: '#5b6470',
    accent: '#0b5cad',
    price: '#d2180c',
    border: '#d8dde3',
    surface: '#ffffff',
    subtle: '#f4f6f8',
    success: '#11703a',
    warning: '#8a4b00',
    focus: '#1a73e8',
  },
  radius: '8px',
  space: (steps: number) => `${steps * 4}px`,
  breakpoint: { desktop: '@media (min-width: 768px)' },
  focusRing: { outline: '3px solid #1a73e8', outlineOffset: '2px' },
} as const;
