// An empty state of spec §2: a title, a subtitle and one button (a link or an action).
import { RouterLink } from '../../shared/ui/router-link';
import { buttonStyle, hostTheme } from '../../shared/ui/styles';

interface EmptyStateProps {
  title: string;
  subtitle: string;
  buttonLabel: string;
  /** Either where the button goes, or what it does. */
  to?: string;
  onAction?: () => void;
  kind: string;
}

export function EmptyState({ title, subtitle, buttonLabel, to, onAction, kind }: EmptyStateProps) {
  return (
    <section data-empty-state={kind} css={{ maxWidth: 520, margin: '48px auto', padding: '0 16px', textAlign: 'center' }}>
      <h1 css={{ fontSize: 22, margin: '0 0 8px' }}>{title}</h1>
      <p css={{ color: hostTheme.color.muted, margin: '0 0 24px', lineHeight: 1.5 }}>{subtitle}</p>
      {to !== undefined ? (
        <RouterLink to={to} css={buttonStyle}>
          {buttonLabel}
        </RouterLink>
      ) : (
        <button type="button" onClick={onAction} css={buttonStyle}>
          {buttonLabel}
        </button>
      )}
    </section>
  );
}
