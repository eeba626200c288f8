// What every host page shares: the run-time configuration, the shopper's language and who is signed in.
import { createContext, useContext } from 'react';
import type { PageStatus, RuntimeConfig, SignedInUser } from '@pdp/host-contract/contract';
import type { Locale } from '@pdp/host-contract/locale';
import type { RemoteKey, Storefront } from '@pdp/host-contract/remotes';
import type { SessionCheck } from './session-check';

/** The product page the host's server rendered for this load (spec §1 server rendering). */
export interface ServerPage {
  /** Path with query the server rendered. */
  path: string;
  /** The remote whose page it is; null for the host's own 404 page. */
  remote: RemoteKey | null;
  status: PageStatus;
  /** The remote's seed, handed back to it for hydration. */
  state: unknown;
  /** The remote's markup; only while rendering on the server (the browser already has it). */
  html?: string;
  /** Served from the last good render while the backend failed (the remote loads fresh data as it mounts). */
  stale?: boolean;
}

export interface HostContextValue {
  config: RuntimeConfig;
  locale: Locale;
  setLocale: (locale: Locale) => void;
  user: SignedInUser | null;
  setUser: (user: SignedInUser | null) => void;
  /** Whether who is signed in is known yet (`user` is null until it is), and who, once it is. */
  session: Pick<SessionCheck, 'pending' | 'known'>;
  /** The server-rendered page, until the first remote mount has hydrated it (then null). */
  serverPage: { current: ServerPage | null };
  /** CSP nonce of this page, for inserted style elements. */
  nonce?: string;
  /** Lines in the shopper's bags, once known (signed in only). */
  bagCounts: Partial<Record<Storefront, number>>;
  setBagCount: (vendor: Storefront, count: number) => void;
}

export const HostContext = createContext<HostContextValue | null>(null);

export function useHost(): HostContextValue {
  const value = useContext(HostContext);
  if (!value) throw new Error('useHost must be used inside the host app');
  return value;
}
