// A link inside the host's router: a real <a href> (open in a new tab, copy, crawl) whose plain
// click navigates in place. React Router's <Link> brings framework-mode prefetching along (page
// links, module preloads, single fetch), which this host does not use; this is the part it needs.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';

interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/** A click the browser should handle itself: another button, a modifier key, or another target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target !== null && target !== '_self');
}

export function RouterLink({ to, onClick, ...anchorProps }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  return (
    <a
      {...anchorProps}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
