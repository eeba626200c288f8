// The small grey line the shipping section uses for loading states, limits and notes.
import { theme } from '../../../shared/ui/theme';

export const mutedNote = { color: theme.color.muted, fontSize: 14, margin: 0 } as const;
