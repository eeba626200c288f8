// How sanitised backend HTML reads: the description's and the product copy's.
import { theme } from '../../../shared/ui/theme';

export const richText = {
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { border: `1px solid ${theme.color.border}`, padding: theme.space(1) },
} as const;
