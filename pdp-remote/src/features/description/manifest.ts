// The description feature's page: the whole description, on its own route (spec §2).
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';

export const descriptionManifest = {
  pages: { description: lazy(() => import('./components/description-page')) },
} satisfies FeatureManifest;
