// The page's shape before the summary arrives: same boxes, same sizes, so nothing shifts.
import { Skeleton } from '../../shared/ui/skeleton';
import { theme } from '../../shared/ui/theme';

export function ProductPageSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      css={{ maxWidth: 1200, margin: '0 auto', padding: theme.space(4), display: 'flex', flexDirection: 'column', gap: theme.space(4) }}
    >
      <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>{label}</span>
      <Skeleton height="20px" width="60%" />
      <div
        css={{
          display: 'grid',
          gap: theme.space(6),
          gridTemplateColumns: 'minmax(0, 1fr)',
          [theme.breakpoint.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
        }}
      >
        <div css={{ aspectRatio: '1 / 1' }}>
          <Skeleton height="100%" />
        </div>
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
          <Skeleton height="28px" width="90%" />
          <Skeleton height="34px" width="40%" />
          <Skeleton height="88px" />
        </div>
      </div>
    </div>
  );
}
