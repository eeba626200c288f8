// A rating out of five as stars, with its words for screen readers (`label`).
import { theme } from './theme';

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} css={{ color: '#b7791f', letterSpacing: 1 }}>
      {'★'.repeat(Math.round(rating))}
      <span css={{ color: theme.color.border }}>{'★'.repeat(5 - Math.round(rating))}</span>
    </span>
  );
}
