// The host↔remote contract. The host mounts a remote with `MountProps`; the remote talks back only
// through the callbacks in it. Both sides compile against this file, so a change one side has not
// followed fails its build; `CONTRACT_VERSION` guards the deployed pair at run time as well.
import type { Locale, Vendor } from './enums';

/** Semver of the contract. A remote whose major differs from the host's is not mounted. */
export const CONTRACT_VERSION = '1.0.0';

export interface SignedInUser {
  id: string;
  name: string;
}

export interface NavigationRequest {
  /** Path (and query) to go to, same site only. */
  path: string;
  /** Replace the current history entry (a variant pick) instead of pushing one. */
  replace?: boolean;
  /** Scroll to the top once there. */
  resetScroll?: boolean;
}

/** What a remote tells the host about the page it shows, so the host can answer with its error pages. */
export type PageStatus = 200 | 404 | 410 | 429 | 500;

export interface MountProps {
  /** Current path with its query, as the host's router sees it. */
  path: string;
  vendor: Vendor;
  locale: Locale;
  user: SignedInUser | null;
  /** Base URL of the `/backend` calls (spec §7), e.g. `/backend` behind the host's proxy. */
  backendBaseUrl: string;
  /** Marketplace brand name, for copy that names it. */
  brand: string;
  /** The remote never touches `window.history`: it asks the host to go somewhere. */
  navigate(request: NavigationRequest): void;
  /** An anonymous shopper used a member feature: the host signs them in and brings them back. */
  requestLogin(request: { returnTo: string }): void;
  /** The page the path names cannot be shown (404, 410, 429, or the backend is down). */
  reportPageStatus(status: PageStatus): void;
  /** Something broke inside the remote that it could not recover from; the host logs and offers a retry. */
  reportError(error: RemoteErrorReport): void;
}

export interface RemoteErrorReport {
  kind: 'ui-error';
  message: string;
}

/** single-spa lifecycle props: the host's props plus where to render. */
export type LifecycleProps = MountProps & { name: string; domElement: HTMLElement };

/** What every PDP remote exposes as `./lifecycles`: single-spa style lifecycles any host framework can call. */
export interface RemoteLifecycles {
  contractVersion: string;
  bootstrap(props: LifecycleProps): Promise<unknown>;
  mount(props: LifecycleProps): Promise<unknown>;
  update(props: LifecycleProps): Promise<unknown>;
  unmount(props: LifecycleProps): Promise<unknown>;
}

/** Names under which the remotes are registered and what they expose. */
export const REMOTES = {
  retail: { name: 'pdp_remote', expose: 'lifecycles' },
  grocery: { name: 'grocery_remote', expose: 'lifecycles' },
} as const;
export type RemoteKey = keyof typeof REMOTES;

/** The host's run-time configuration (`/runtime-config.json`), editable after the build. */
export interface RuntimeConfig {
  brand: string;
  backendBaseUrl: string;
  remotes: Record<RemoteKey, { manifestUrl: string }>;
}

/** True when a remote built against `remoteVersion` can be mounted by a host built against ours. */
export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const major = (version: string) => version.split('.')[0];
  return typeof remoteVersion === 'string' && major(remoteVersion) === major(hostVersion);
}
