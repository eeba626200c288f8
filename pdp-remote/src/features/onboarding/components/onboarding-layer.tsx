// The onboarding tips as a part of a page (spec §2): their chunk of their own, loaded with the part
// that renders this (each page's shipping section, where buy now and its first tip are). Tips are a
// help, not a part of the page: one that fails is logged and not shown.
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../shared/ui/error-boundary';

const OnboardingTips = lazy(() => import('./onboarding-tips'));

export function OnboardingLayer() {
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <OnboardingTips />
      </Suspense>
    </ErrorBoundary>
  );
}
