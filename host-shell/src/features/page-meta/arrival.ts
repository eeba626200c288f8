// What an address with a query needs, in one chunk loaded only for such addresses (use-page-meta.ts):
// an affiliate link among its parameters opens its session (behind the run-time config's switch),
// and the tracking parameters of spec §9 leave the address.
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import type { RouteMatch } from '@pdp/host-contract/routes';
import { stripTrackingParameters } from '@pdp/host-contract/tracking';
import { openAffiliateSession } from './affiliate-session';

/** Starts what the arrival at `address` (`path?query#hash`) asks for; gives the address to show. */
export function arrive(config: RuntimeConfig, address: string, match: RouteMatch | null): string {
  if (config.affiliateEnabled) {
    const { pathname, search } = new URL(address, 'http://host.invalid');
    void openAffiliateSession({ backendBaseUrl: config.backendBaseUrl, pathname, search, match });
  }
  return stripTrackingParameters(address);
}
