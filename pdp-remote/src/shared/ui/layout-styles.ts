// Layout styles more than one component uses: a wrapping row for a banner or a note with an action,
// a list row between rules with a name on the left and an action on the right, a list without
// bullets whose entries stack with a gap, a box in a thin outline, and the column of a page of its own
// (a secondary page, the bundle page).
import { theme } from './theme';

export const wrappingRow = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
  padding: theme.space(3),
  borderRadius: theme.radius,
} as const;

export const separatedRow = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space(2),
  borderTop: `1px solid ${theme.color.border}`,
  paddingTop: theme.space(2),
} as const;

/** A list without bullets or indent whose entries stack with a gap of `steps` spacing steps. */
export const stackedList = (steps: number) =>
  ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(steps) }) as const;

/** A box in a thin rounded outline, its content inset one step. */
export const outlinedBox = { padding: theme.space(2), border: `1px solid ${theme.color.border}`, borderRadius: theme.radius } as const;

export const pageColumn = {
  maxWidth: 800,
  margin: '0 auto',
  padding: theme.space(4),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  overflowWrap: 'anywhere',
} as const;
