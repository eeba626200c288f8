// The onboarding tips as a part of a page (spec §2): their chunk of their own, loaded with the part
// that renders this (each page's shipping section, where buy now and its first tip are) once the
// shopper has started using the page (shared/onboarding/first-interaction.ts): nothing of them is
// loaded, run or painted at the page's start. Tips are a help, not a part of the page: one that
// fails is logged and not shown.
import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { ErrorBoundary } from '../../../shared/ui/error-boundary';
import { firstInteractionAtom } from '../../../shared/onboarding/first-interaction';

const OnboardingTips = lazy(() => import('./onboarding-tips'));

export function OnboardingLayer() {
  const used = useAtomValue(firstInteractionAtom);
  if (!used) return null;
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <OnboardingTips />
      </Suspense>
    </ErrorBoundary>
  );
}
