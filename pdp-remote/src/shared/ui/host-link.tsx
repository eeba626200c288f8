// A real link to a host route: crawlable `href`, and a plain click asks the host to navigate
// (the remote never owns history). Modified clicks (new tab, …) keep the browser's behaviour.
import type { MouseEvent, ReactNode } from 'react';
import { useMountProps } from '../mount/mount-context';

interface HostLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  replace?: boolean;
  /** Told of every click on the link, a new tab's too (tracking). */
  onOpen?: () => void;
  /**
   * Told when the shopper moves a pointer over the link, presses it or focuses it, before any click (a
   * prefetch). A link that scrolls under a pointer at rest gets a pointer enter but no move: not told.
   */
  onIntent?: () => void;
}

export function HostLink({ to, children, className, replace, onOpen, onIntent }: HostLinkProps) {
  const { navigate } = useMountProps();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onOpen?.();
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate({ path: to, replace, resetScroll: !replace });
  };
  return (
    <a href={to} className={className} onClick={onClick} onPointerMove={onIntent} onPointerDown={onIntent} onFocus={onIntent}>
      {children}
    </a>
  );
}
