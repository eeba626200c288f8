// Spec §9: the tracking query parameters removed from URLs.

export const TRACKING_PARAMETERS = ['utm_source', 'utm_campaign', 'utm_medium', 'pid', 'c', 'af_channel', 'share_link'] as const;

/**
 * Removes the tracking parameters from a URL or a `path?query#hash`, keeping everything else as it was
 * (other parameters, their order, the hash). Works without a browser.
 */
export function stripTrackingParameters(url: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return url;
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const rawName = pair.split('=')[0] ?? '';
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is not one of ours to strip; keep it as it came.
      }
      return !(TRACKING_PARAMETERS as readonly string[]).includes(name);
    });
  return `${beforeHash.slice(0, queryAt)}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`;
}
