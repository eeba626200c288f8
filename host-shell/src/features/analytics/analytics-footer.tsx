// The host's footer: the shopper's analytics choice (spec §9 tracking, opt-out). Loaded after the page
// is on screen (host-layout.tsx), below everything, so it never moves what the shopper reads.
import { useId, useState } from 'react';
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { hostFooterMessagesId } from '../../shared/i18n/footer.messages.id';
import { hostTheme } from '../../shared/ui/styles';
import { isAnalyticsOptedOut, setAnalyticsOptOut } from './report-analytics';

export function AnalyticsFooter() {
  const { t } = useHostTranslator(hostFooterMessagesId);
  const [optedOut, setOptedOut] = useState(isAnalyticsOptedOut);
  const hintId = useId();
  return (
    <footer css={{ borderTop: `1px solid ${hostTheme.color.border}`, marginTop: 32, padding: '16px 12px 24px', color: hostTheme.color.muted, fontSize: 14 }}>
      <div css={{ maxWidth: 1200, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: 4 }}>
        <label css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, color: hostTheme.color.text, overflowWrap: 'anywhere' }}>
          <input
            type="checkbox"
            checked={!optedOut}
            aria-describedby={hintId}
            onChange={(event) => {
              setAnalyticsOptOut(!event.target.checked);
              setOptedOut(!event.target.checked);
            }}
            css={{ width: 20, height: 20, margin: 0, flexShrink: 0, '&:focus-visible': hostTheme.focusRing }}
          />
          {t('host.footer.analytics')}
        </label>
        <p id={hintId} css={{ margin: 0 }}>
          {t('host.footer.analyticsHint')}
        </p>
      </div>
    </footer>
  );
}
