// The host's mount props, available to every component of one mounted remote.
import { createContext, useContext } from 'react';
import type { MountProps } from '@pdp/host-contract/contract';

export const MountPropsContext = createContext<MountProps | null>(null);

export function useMountProps(): MountProps {
  const props = useContext(MountPropsContext);
  if (!props) throw new Error('useMountProps must be used inside a mounted remote');
  return props;
}
