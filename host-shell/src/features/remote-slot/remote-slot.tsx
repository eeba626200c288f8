// Where a PDP remote renders. Loads its lifecycles, mounts it into a container the host never
// renders into, hands every new path down through `update`, and unmounts it on the way out. A
// remote that cannot load, or that reports it broke, becomes the server-down empty state with a
// retry; the rest of the host keeps working.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LifecycleProps, MountProps, RemoteLifecycles, RuntimeConfig } from '@pdp/host-contract/contract';
import type { RemoteKey } from '@pdp/host-contract/remotes';
import type { ServerPage } from '../../shared/host-context';
import { logHostError } from '../../shared/log';
import { loadRemoteLifecycles } from './remote-loader';

export type RemoteSlotProps = Omit<MountProps, 'reportError' | 'hydration'> & {
  config: RuntimeConfig;
  /** The server rendered this remote's page: its markup goes in the container and is hydrated. */
  serverPage?: ServerPage | null;
  /** Called once the server page has been handed to a mount (later mounts render afresh). */
  onServerPageUsed?: () => void;
  remote: RemoteKey;
  /** Rendered while the remote loads. */
  loading: ReactNode;
  /** Rendered when the remote is down or broke; `retry` loads it afresh. */
  renderUnavailable: (retry: () => void) => ReactNode;
};

type SlotState = 'loading' | 'mounted' | 'unavailable';

let mountCounter = 0;

// The browser never writes into the container: the server's markup stays for the remote to hydrate.
const NO_MARKUP = { __html: '' };

export function RemoteSlot({ config, remote, loading, renderUnavailable, serverPage = null, onServerPageUsed, ...mountProps }: RemoteSlotProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SlotState>('loading');
  const [attempt, setAttempt] = useState(0);
  const latestProps = useRef(mountProps);
  latestProps.current = mountProps;
  const mounted = useRef<{ lifecycles: RemoteLifecycles; props: LifecycleProps } | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const hydration = useRef(serverPage ? { state: serverPage.state } : undefined);
  const serverPageUsed = useRef(onServerPageUsed);
  serverPageUsed.current = onServerPageUsed;
  const [serverMarkup] = useState(() => (serverPage?.html ? { __html: serverPage.html } : NO_MARKUP));

  useEffect(() => {
    const domElement = containerRef.current;
    if (!domElement) return undefined;
    let active = true;
    const name = `${remote}-${(mountCounter += 1)}`;
    const fail = (event: string, reason: unknown) => {
      logHostError(event, { remote, reason: reason instanceof Error ? reason.message : reason });
      if (active) setState('unavailable');
    };
    const propsFor = (): LifecycleProps => ({
      ...latestProps.current,
      name,
      domElement,
      hydration: attempt === 0 ? hydration.current : undefined,
      reportError: (report) => {
        fail('remote-ui-error', report.message);
        queue.current = queue.current.then(unmountCurrent);
      },
    });
    const unmountCurrent = async () => {
      const current = mounted.current;
      mounted.current = null;
      if (current)
        await current.lifecycles.unmount(current.props).catch((error: unknown) => logHostError('remote-unmount-error', { remote, reason: String(error) }));
    };

    setState('loading');
    queue.current = queue.current.then(async () => {
      try {
        const lifecycles = await loadRemoteLifecycles(config, remote, { fresh: attempt > 0 });
        if (!active) return;
        const props = propsFor();
        hydration.current = undefined;
        serverPageUsed.current?.();
        await lifecycles.bootstrap(props);
        if (!active) return;
        await lifecycles.mount(props);
        mounted.current = { lifecycles, props };
        if (active) setState((previous) => (previous === 'loading' ? 'mounted' : previous));
        else await unmountCurrent();
      } catch (error) {
        fail('remote-mount-error', error);
      }
    });
    return () => {
      active = false;
      queue.current = queue.current.then(unmountCurrent);
    };
  }, [config, remote, attempt]);

  // Every new path, locale or user goes down to the mounted remote.
  const { path, locale, user, vendor } = mountProps;
  useEffect(() => {
    const current = mounted.current;
    if (!current || state !== 'mounted') return;
    const unchanged = current.props.path === path && current.props.locale === locale && current.props.user === user && current.props.vendor === vendor;
    if (unchanged) return;
    const props: LifecycleProps = { ...current.props, ...latestProps.current, hydration: undefined, reportError: current.props.reportError };
    current.props = props;
    queue.current = queue.current
      .then(() => current.lifecycles.update(props))
      .catch((error: unknown) => logHostError('remote-update-error', { remote, reason: String(error) }));
  }, [path, locale, user, vendor, state, remote]);

  // The container comes first, so the remote's first paint lands where the placeholder was, and the
  // placeholder is hidden by CSS the moment the container has content: nothing shifts.
  return (
    <div data-remote-state={state} css={{ '& > [data-remote]:not(:empty) + [data-remote-placeholder]': { display: 'none' } }}>
      <div ref={containerRef} data-remote={remote} hidden={state === 'unavailable'} dangerouslySetInnerHTML={serverMarkup} suppressHydrationWarning />
      {state === 'loading' && <div data-remote-placeholder="">{loading}</div>}
      {state === 'unavailable' && renderUnavailable(() => setAttempt((value) => value + 1))}
    </div>
  );
}
