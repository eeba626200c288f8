// The quote feature's modal: asking for a quote (spec §2) is retail's own, under retail's namespace:
// only retail's definition maps it (app/registries/retail-modals.ts).
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { QuoteModalPayloads } from './components/quote-modal';

export const quoteManifest = {
  modals: {
    'retail.quote': () => import('./components/quote-modal'),
  },
} satisfies FeatureManifest<QuoteModalPayloads>;
