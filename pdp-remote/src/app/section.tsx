// One part of the page behind its own error boundary (spec §8): a part that breaks logs a
// 'ui-error' event and shows the toast, and the rest of the page carries on.
import type { ReactNode } from 'react';
import { usePdpTranslator } from '../shared/i18n/use-pdp-translator';
import { ErrorBoundary } from '../shared/ui/error-boundary';
import { useToast } from '../shared/ui/toast';

export function Section({ children }: { children: ReactNode }) {
  const { t } = usePdpTranslator();
  const showToast = useToast();
  return <ErrorBoundary onError={() => showToast(t('pdp.uiError.toast'))}>{children}</ErrorBoundary>;
}
