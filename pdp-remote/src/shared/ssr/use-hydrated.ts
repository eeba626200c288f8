// Whether this render is past hydration (or was never server-rendered). The server renders for
// nobody: what only the shopper's own data can say (an item they asked to be told about, their bag)
// is shown from then on, so the server's markup and the client's first render agree. A page rendered
// in the browser alone shows it at once.
//
// A flag in the mount's store (read here and by the server clock), not an external store with a
// server snapshot: React re-renders a hydrated useSyncExternalStore whose value differs at once and
// synchronously, and takes every other update of the page's first effects into that render, one
// long task before the next paint. The flag is cleared in a transition (RemoteRoot), which yields.
import { atom, useAtomValue } from 'jotai';

/**
 * True for the server's render (server-render.tsx) and for a mount that hydrates it
 * (create-remote-lifecycles.tsx) until its first commit: renders until then must match the server's
 * markup. One flag per mount, cleared by RemoteRoot once the mount's first commit is in: a part the
 * server rendered inside a Suspense boundary that hydrates later would hydrate with it cleared, so
 * what reads it stays out of such boundaries (today: the campaign banner, and parts under Deferred,
 * which the server never renders). Outside a mount's store (no RemoteRoot) it is false.
 */
export const awaitingHydrationAtom = atom(false);

export const useHydrated = (): boolean => !useAtomValue(awaitingHydrationAtom);
