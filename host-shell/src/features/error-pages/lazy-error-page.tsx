// The error pages, loaded on demand: most page views never show one, so they stay out of the first
// load. Where one must be on screen at once, its chunk is loaded first (loadErrorPages): the server
// before every render, the browser before hydrating a server-rendered error page, so both render the
// same tree.
import { lazy, Suspense } from 'react';
import type * as ErrorPageModule from './error-page';
import type { ErrorPageProps } from './error-page';

export type { ErrorPageKind } from './error-page';

let loaded: typeof ErrorPageModule | null = null;
let loading: Promise<unknown> | null = null;

export function loadErrorPages(): Promise<unknown> {
  loading ??= import('./error-page').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const LazyErrorPage = lazy(() => loadErrorPages().then(() => ({ default: (loaded as typeof ErrorPageModule).ErrorPage })));

export function ErrorPage(props: ErrorPageProps) {
  if (loaded) return <loaded.ErrorPage {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyErrorPage {...props} />
    </Suspense>
  );
}
