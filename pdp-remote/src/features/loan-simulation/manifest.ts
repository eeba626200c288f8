// The loan simulation feature's manifest: its row of the service section (service-rows.ts).
// app/registries/features.ts lists it.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';

export const loanSimulationManifest = {
  rows: () => import('./service-rows'),
} satisfies FeatureManifest;
