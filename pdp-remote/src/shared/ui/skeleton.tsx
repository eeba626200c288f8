// Placeholder blocks that hold the space content will take, so nothing shifts when data arrives.
import { keyframes } from '@emotion/react';
import { theme } from './theme';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export function Skeleton({ width = '100%', height, radius = theme.radius }: { width?: string; height: string; radius?: string }) {
  return (
    <span
      aria-hidden="true"
      css={{
        display: 'block',
        width,
        height,
        borderRadius: radius,
        background: theme.color.subtle,
        animation: `${pulse} 1.4s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
