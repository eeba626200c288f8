// What every host page shares: the run-time configuration, the shopper's language and who is signed in.
import { createContext, useContext } from 'react';
import type { Locale, RuntimeConfig, SignedInUser } from '@pdp/shared-contracts';

export interface HostContextValue {
  config: RuntimeConfig;
  locale: Locale;
  setLocale: (locale: Locale) => void;
  user: SignedInUser | null;
  setUser: (user: SignedInUser | null) => void;
}

export const HostContext = createContext<HostContextValue | null>(null);

export function useHost(): HostContextValue {
  const value = useContext(HostContext);
  if (!value) throw new Error('useHost must be used inside the host app');
  return value;
}
