// Routes the PDP links to but other teams own (seller chat, checkout, search, …): the reference host
// says so plainly instead of pretending.
import { useLocation, useNavigate } from 'react-router';
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { hostPageMessagesId } from '../../shared/i18n/pages.messages.id';
import { buttonStyle, pageStyle } from '../../shared/ui/styles';

export function OutOfScopePage() {
  const { t } = useHostTranslator(hostPageMessagesId);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <main id="main" css={pageStyle} data-out-of-scope="true">
      <h1 css={{ fontSize: 22 }}>{t('host.outOfScope.heading')}</h1>
      <p>{t('host.outOfScope.body', { path: `${location.pathname}${location.search}` })}</p>
      <button type="button" onClick={() => navigate(-1)} css={buttonStyle}>
        {t('host.outOfScope.back')}
      </button>
    </main>
  );
}
