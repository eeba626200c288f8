// The header's sign-in link, or the shopper's name with a sign-out button.
import { useLocation } from 'react-router';
import { RouterLink } from '../../shared/ui/router-link';
import { loginPath } from '@pdp/host-contract/links';
import { useHost } from '../../shared/host-context';
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { logHostError } from '../../shared/log';
import { logOut } from './api/session-api';

const linkStyle = {
  color: 'inherit',
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  padding: '0 8px',
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
} as const;

export function UserMenu() {
  const { user, setUser, config } = useHost();
  const { t } = useHostTranslator();
  const location = useLocation();
  if (!user) {
    return (
      <RouterLink to={loginPath(`${location.pathname}${location.search}`)} css={linkStyle}>
        {t('host.header.login')}
      </RouterLink>
    );
  }
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span>{t('host.header.greeting', { name: user.name })}</span>
      <button
        type="button"
        css={linkStyle}
        onClick={() => {
          logOut(config.backendBaseUrl).then(
            () => setUser(null),
            (error: unknown) => logHostError('logout-failed', { reason: String(error) }),
          );
        }}
      >
        {t('host.header.logout')}
      </button>
    </span>
  );
}
