// /login: signs the shopper in and returns them to where they were (a same-site path only).
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '@pdp/host-contract/links';
import { RESET_SCROLL_KEY } from '@pdp/host-contract/storage-keys';
import { useHost } from '../../shared/host-context';
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { hostPageMessagesId } from '../../shared/i18n/pages.messages.id';
import { HostApiError } from '../../shared/http/backend';
import { buttonStyle, hostTheme, pageStyle } from '../../shared/ui/styles';
import { sessionFlags } from '../../shared/browser-storage';
import { getDemoAccounts, logIn, type DemoAccount } from './api/session-api';

const fieldStyle = {
  display: 'block',
  width: '100%',
  minHeight: 44,
  padding: '0 12px',
  marginTop: 4,
  borderRadius: hostTheme.radius,
  border: `1px solid ${hostTheme.color.border}`,
  font: 'inherit',
  boxSizing: 'border-box',
  '&:focus-visible': hostTheme.focusRing,
} as const;

export function LoginPage() {
  const { config, setUser } = useHost();
  const { t } = useHostTranslator(hostPageMessagesId);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<'idle' | 'submitting' | 'rejected' | 'failed'>('idle');
  const [demoAccounts, setDemoAccounts] = useState<DemoAccount[]>([]);

  useEffect(() => {
    getDemoAccounts(config.backendBaseUrl).then(setDemoAccounts, () => setDemoAccounts([]));
  }, [config.backendBaseUrl]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('submitting');
    try {
      setUser(await logIn(config.backendBaseUrl, { email, password }));
      sessionFlags.set(RESET_SCROLL_KEY);
      navigate(returnTo, { replace: true });
    } catch (error) {
      setStatus(error instanceof HostApiError && error.status === 401 ? 'rejected' : 'failed');
    }
  };

  return (
    <main id="main" css={{ ...pageStyle, maxWidth: 420 }}>
      <h1 css={{ fontSize: 22 }}>{t('host.login.heading')}</h1>
      <form onSubmit={submit} css={{ display: 'flex', flexDirection: 'column', gap: 16 }} noValidate>
        <label>
          {t('host.login.email')}
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} css={fieldStyle} />
        </label>
        <label>
          {t('host.login.password')}
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            css={fieldStyle}
          />
        </label>
        {(status === 'rejected' || status === 'failed') && (
          <p role="alert" css={{ color: hostTheme.color.danger, margin: 0 }}>
            {t(status === 'rejected' ? 'host.login.failed' : 'host.login.error')}
          </p>
        )}
        <button type="submit" disabled={status === 'submitting'} css={buttonStyle}>
          {t(status === 'submitting' ? 'host.login.submitting' : 'host.login.submit')}
        </button>
      </form>
      {demoAccounts.length > 0 && (
        <section css={{ marginTop: 32 }}>
          <h2 css={{ fontSize: 16 }}>{t('host.login.demoAccounts')}</h2>
          <ul css={{ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {demoAccounts.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  css={{ ...buttonStyle, background: hostTheme.color.subtle, color: hostTheme.color.text }}
                  onClick={() => {
                    setEmail(account.email);
                    setPassword(account.password);
                  }}
                >
                  {t('host.login.useDemoAccount', { name: account.name })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
