// Layout styles more than one component uses: a wrapping row for a banner or a note with an action,
// and a list row between rules with a name on the left and an action on the right.
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
