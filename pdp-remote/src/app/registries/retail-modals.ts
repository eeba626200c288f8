// The retail remote's own modals, under retail's namespace (`retail.…`), composed from the features
// that only retail shows (the subscription form and its dialogs, ask for a quote). Only retail's
// definition maps them: grocery never opens them.
import { lazyModals } from '../../shared/feature/feature-manifest';
import { quoteManifest } from '../../features/quote/manifest';
import { subscriptionManifest } from '../../features/subscription/manifest';

export const RETAIL_MODALS = lazyModals({
  ...subscriptionManifest.modals,
  ...quoteManifest.modals,
});
