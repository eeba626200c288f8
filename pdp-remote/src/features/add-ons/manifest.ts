// The add-ons feature's page: the installation services of an item, on retail's special route (spec §2);
// its row of the service section (service-rows.ts).
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';

export const addOnsManifest = {
  views: { 'add-on-installation': lazy(() => import('./components/installation-page')) },
  rows: () => import('./service-rows'),
} satisfies FeatureManifest;
