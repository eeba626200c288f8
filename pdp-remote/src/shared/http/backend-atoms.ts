// Per-mount HTTP state: the configured client and the server time every answer reports.
import { atom } from 'jotai';
import type { BackendClient } from './backend-client';

/** Set once per mount by the remote root before anything renders. */
export const backendClientAtom = atom<BackendClient | null>(null);

/** The shopper's language, which writes carry (backend-client.ts); set by the remote root from the mount's locale. */
export const shopperLanguageAtom = atom('id');

/** Server clock minus the local clock, from the `date` headers of the answers (spec §4: server time; mount-store.ts). */
export const serverClockOffsetAtom = atom(0);

export const requireBackendClientAtom = atom((get) => {
  const client = get(backendClientAtom);
  if (!client) throw new Error('The backend client is set when the remote mounts; nothing may call before that.');
  return client;
});
