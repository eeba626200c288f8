// Stand-ins for the federation runtime's remotes: each "remote" renders plain DOM through the real
// lifecycle contract, and can be told to be down, to break, or to report a page status.
import type { LifecycleProps, RemoteLifecycles } from '@pdp/host-contract/contract';
import { CONTRACT_VERSION } from '@pdp/host-contract/contract';

export interface FakeRemote extends RemoteLifecycles {
  mounts: LifecycleProps[];
  updates: LifecycleProps[];
  unmounts: number;
  latest(): LifecycleProps;
}

export function fakeRemote(label: string, { contractVersion = CONTRACT_VERSION } = {}): FakeRemote {
  let current: LifecycleProps | null = null;
  const render = (props: LifecycleProps) => {
    props.domElement.innerHTML = '';
    const heading = document.createElement('h1');
    heading.textContent = `${label} ${props.path} ${props.locale} ${props.user?.name ?? 'anonymous'}`;
    props.domElement.appendChild(heading);
  };
  const remote: FakeRemote = {
    contractVersion,
    mounts: [],
    updates: [],
    unmounts: 0,
    latest: () => {
      if (!current) throw new Error(`${label} is not mounted`);
      return current;
    },
    bootstrap: async () => undefined,
    mount: async (props) => {
      current = props;
      remote.mounts.push(props);
      render(props);
    },
    update: async (props) => {
      current = props;
      remote.updates.push(props);
      render(props);
    },
    unmount: async (props) => {
      remote.unmounts += 1;
      props.domElement.innerHTML = '';
      current = null;
    },
  };
  return remote;
}
