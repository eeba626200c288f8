// The quote feature's modal: asking for a quote (spec §2) is retail's own, under retail's namespace, so
// only retail's definition maps it (app/registries/retail-modals.ts) and grocery's chunk map never
// carries it.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { QuoteModalPayloads } from './components/quote-modal';

export const quoteManifest = {
  modals: {
    'retail.quote': () => import('./components/quote-modal'),
  },
} satisfies FeatureManifest<QuoteModalPayloads>;
