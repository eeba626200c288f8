// One part of the page behind its own error boundary (spec §8): a part that breaks (its code threw,
// or its chunk could not be loaded even on a second ask) logs a 'ui-error' event, shows the toast and
// says in its place that it cannot be shown; the rest of the page carries on.
import type { ReactNode } from 'react';
import { usePdpTranslator } from '../../shared/i18n/use-pdp-translator';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { useToast } from '../../shared/ui/toast';
import { theme } from '../../shared/ui/theme';

export function SectionBoundary({ children }: { children: ReactNode }) {
  const { t } = usePdpTranslator();
  const showToast = useToast();
  return (
    <ErrorBoundary
      onError={() => showToast(t('pdp.uiError.toast'))}
      fallback={
        <p role="status" css={{ margin: 0, color: theme.color.muted }}>
          {t('pdp.uiError.sectionFallback')}
        </p>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
