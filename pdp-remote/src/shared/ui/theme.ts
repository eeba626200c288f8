// Design tokens of the PDP remotes.
const INK = '#1f2328';
const WHITE = '#ffffff';

export const theme = {
  color: {
    text: INK,
    muted: '#5b6470',
    accent: '#0b5cad',
    price: '#d2180c',
    border: '#d8dde3',
    surface: WHITE,
    subtle: '#f4f6f8',
    success: '#11703a',
    warning: '#8a4b00',
    focus: '#1a73e8',
    /** Text on a filled accent, price or dark background. */
    onFill: WHITE,
    /** Backgrounds of a selected choice or an informative note. */
    accentBg: '#eaf2fb',
    /** Background of a warning (store closed, a failed action the shopper can fix). */
    warningBg: '#fff4e5',
    /** Background of a success note (added to the bag, free shipping). */
    successBg: '#e6f4ea',
    /** Background of a flash-sale banner. */
    priceBg: '#fdecea',
    /** Background of the toast. */
    toastBg: INK,
  },
  radius: '8px',
  space: (steps: number) => `${steps * 4}px`,
  breakpoint: { desktop: '@media (min-width: 768px)' },
  focusRing: { outline: '3px solid #1a73e8', outlineOffset: '2px' },
} as const;
