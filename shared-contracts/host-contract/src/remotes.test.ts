import { REMOTES, REMOTE_KEYS, remoteOfOwner, remoteOfVendor, storefrontOf } from './remotes';
import { ROUTES } from './routes';
import { VENDORS } from '@pdp/backend-api/enums';

describe('the remotes table', () => {
  it('maps each route owner to its remote, and the host to none', () => {
    expect(remoteOfOwner('pdp-remote')).toBe('retail');
    expect(remoteOfOwner('grocery-remote')).toBe('grocery');
    expect(remoteOfOwner('host')).toBeNull();
  });

  it('gives every remote-owned route a remote whose storefront sells its vendor', () => {
    for (const route of ROUTES.filter((candidate) => candidate.owner !== 'host')) {
      const remote = remoteOfOwner(route.owner);
      expect(remote).not.toBeNull();
      expect(REMOTES[remote ?? 'retail'].storefront).toBe(storefrontOf(route.vendor));
    }
  });

  it('sends the super app to retail and grocery to grocery', () => {
    expect(VENDORS.map(storefrontOf)).toEqual(['RETAIL', 'RETAIL', 'GROCERY']);
    expect(VENDORS.map(remoteOfVendor)).toEqual(['retail', 'retail', 'grocery']);
  });

  it('keeps every name unique across the remotes', () => {
    for (const field of ['owner', 'name', 'styleKey', 'storefront'] as const) {
      expect(new Set(REMOTE_KEYS.map((key) => REMOTES[key][field])).size).toBe(REMOTE_KEYS.length);
    }
  });
});
