// The retail remote's own modals, under retail's namespace (`retail.…`), composed from the features
// that only retail shows (the subscription form and its dialogs, ask for a quote). Retail's definition
// maps them, so grocery's remoteEntry.js chunk map does not carry them.
import { lazyModals } from '../../shared/feature/feature-manifest';
import { quoteManifest } from '../../features/quote/manifest';
import { subscriptionManifest } from '../../features/subscription/manifest';

export const RETAIL_MODALS = lazyModals({
  ...subscriptionManifest.modals,
  ...quoteManifest.modals,
});
