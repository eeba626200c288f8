// The terms a service modal lists (USPs, warranty types), each a title and its explanation, with the
// one the shopper opened the modal from marked and tinted.
import { theme } from '../../../shared/ui/theme';

export interface ServiceTerm {
  key: string;
  title: string;
  body: string;
  current: boolean;
}

export function ServiceTerms({ terms, gap }: { terms: readonly ServiceTerm[]; gap: number }) {
  return (
    <dl css={{ margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space(gap) }}>
      {terms.map((term) => (
        <div
          key={term.key}
          aria-current={term.current ? 'true' : undefined}
          css={{ padding: theme.space(2), borderRadius: theme.radius, background: term.current ? theme.color.accentBg : 'transparent' }}
        >
          <dt css={{ fontWeight: 700 }}>{term.title}</dt>
          <dd css={{ margin: 0, color: theme.color.muted }}>{term.body}</dd>
        </div>
      ))}
    </dl>
  );
}
