// Whether this render is past hydration (or was never server-rendered). The server renders for
// nobody: what only the shopper's own data can say (an item they asked to be told about, their bag)
// is shown from then on, so the server's markup and the client's first render agree. A page rendered
// in the browser alone shows it at once.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
