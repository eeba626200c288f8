// The marker a failed remote load resolves to, instead of throwing through the federation runtime.
export const REMOTE_UNAVAILABLE = '__pdpRemoteUnavailable';

export interface UnavailableRemote {
  [REMOTE_UNAVAILABLE]: true;
  reason: string;
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}
