// single-spa style lifecycles (bootstrap, mount, update, unmount) for a PDP remote, typed by the
// contract, so any host framework can mount it. Each mount gets its own React root and store.
//
// After a server-rendered load the host asks for hydration: the summary and config are loaded
// first (the server handed over only its seed), and @formatjs/intl if the server's render needed it,
// then React hydrates the server markup, as a transition so the work yields to input. If hydration
// fails, the page is destroyed and mounted again without hydration (spec §1).
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { CONTRACT_VERSION, type LifecycleProps, type RemoteLifecycles } from '@pdp/host-contract/contract';
import { RemoteRoot, type RemoteDefinition } from './remote-root';
import { createMountStore, type MountStore } from './mount-store';
import { preloadPage, productIdOfPath, readServerSeed } from '../page/page-preload';
import { logUiError } from '../../shared/ui/error-boundary';
import { logEvent } from '../../shared/log';
import { loadCatalogue, loadFormatjs } from '../../shared/i18n/i18n-provider';
import { retryChunkLoadsOnce } from '../../shared/chunks/retry-chunk-loads';
import { nextTask } from '../../shared/time/next-task';
import { awaitingHydrationAtom } from '../../shared/ssr/use-hydrated';
import { preloadVariantDisplays } from '../../features/variant-selection/preload-displays';

/** Rendered when even the providers failed: tells the host, which shows its empty state with a retry. */
function ReportedFailure({ error, props }: { error: Error; props: LifecycleProps }) {
  React.useEffect(() => {
    const event = logUiError(error);
    props.reportError({ kind: 'ui-error', message: event.message });
  }, [error, props]);
  return null;
}

interface MountEntry {
  props: LifecycleProps;
  store: MountStore;
  /** The root hydrated server markup and no failure has been seen since. */
  hydrated: boolean;
  /** Lifecycle calls of this mount, one after another (a remount must not interleave with an update). */
  queue: Promise<unknown>;
}

/** Loads what the server's render had, and says whether the container's markup can be hydrated. */
async function prepareHydration(store: MountStore, props: LifecycleProps): Promise<boolean> {
  const seed = readServerSeed(props.hydration?.state);
  const productId = productIdOfPath(props.path);
  if (!seed || !productId || seed.productId !== productId.raw || !props.domElement.hasChildNodes()) return false;
  // The server's markup has a message @formatjs/intl formatted: hydration formats it the same way.
  const [state] = await Promise.all([preloadPage(store, productId.raw), seed.formatjs === true ? loadFormatjs() : null]);
  if (state.status !== 'loaded' || !state.summary) return false;
  // The first screen's parts that are chunks of their own, so the hydration takes them in.
  await preloadVariantDisplays(state.summary.attributes);
  return true;
}

export function createRemoteLifecycles(definition: RemoteDefinition): RemoteLifecycles {
  const mounts = new Map<string, MountEntry>();
  // Read by single-spa-react at the moment it renders a mount.
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';

  const run = (entry: MountEntry, task: () => Promise<unknown>) => {
    const next = entry.queue.then(task);
    entry.queue = next.catch(() => undefined);
    return next;
  };

  const remountWithoutHydration = (entry: MountEntry, error: unknown) => {
    if (!entry.hydrated) return;
    entry.hydrated = false;
    logEvent('warn', 'hydration-failed', { remote: definition.cacheKey, reason: error instanceof Error ? error.message : String(error) });
    void run(entry, async () => {
      // The host may have unmounted it meanwhile: then there is nothing to mount again.
      if (mounts.get(entry.props.name) !== entry) return;
      await lifecycles.unmount(entry.props);
      entry.props.domElement.replaceChildren();
      entry.store = createMountStore(entry.props.backendBaseUrl);
      renderType = 'createRoot';
      await lifecycles.mount(entry.props);
    });
  };

  const reactDomClient = {
    createRoot: ReactDOMClient.createRoot,
    hydrateRoot: (container: Element, element: React.ReactNode) => {
      const entry = [...mounts.values()].find((candidate) => candidate.props.domElement === container);
      let root: ReactDOMClient.Root | undefined;
      React.startTransition(() => {
        root = ReactDOMClient.hydrateRoot(container, element, {
          onRecoverableError: (error) => entry && remountWithoutHydration(entry, error),
        });
      });
      return root;
    },
  };

  const lifecycles = singleSpaReact<LifecycleProps>({
    React,
    ReactDOMClient: reactDomClient as unknown as typeof ReactDOMClient,
    renderType: () => renderType,
    rootComponent: (props: LifecycleProps) => <RemoteRoot definition={definition} store={mounts.get(props.name)?.store} {...props} />,
    errorBoundary: (error: Error, _info: React.ErrorInfo, props: LifecycleProps) => <ReportedFailure error={error} props={props} />,
  });
  const update = lifecycles.update;
  if (!update) throw new Error('single-spa-react was expected to provide an update lifecycle');

  return {
    contractVersion: CONTRACT_VERSION,
    bootstrap: (props) => {
      retryChunkLoadsOnce();
      return lifecycles.bootstrap(props);
    },
    mount: (props) => {
      const entry: MountEntry = { props, store: createMountStore(props.backendBaseUrl), hydrated: false, queue: Promise.resolve() };
      mounts.set(props.name, entry);
      return run(entry, async () => {
        // The first render is in the shopper's language: its catalogue comes first (with the summary).
        const [hydrated] = await Promise.all([
          props.hydration ? prepareHydration(entry.store, props).catch(() => false) : false,
          loadCatalogue(definition.catalogues, props.locale),
        ]);
        entry.hydrated = hydrated;
        // Renders until the first commit match the server's markup (for nobody): set only for a mount
        // that hydrates, never for one that falls back to rendering afresh.
        if (hydrated) entry.store.set(awaitingHydrationAtom, true);
        // The hydration in a task of its own, after the one the remote's code and data arrived in.
        if (hydrated) await nextTask();
        renderType = entry.hydrated ? 'hydrateRoot' : 'createRoot';
        const mounted = lifecycles.mount(props);
        renderType = 'createRoot';
        await mounted;
      });
    },
    update: (props) => {
      const entry = mounts.get(props.name);
      if (!entry) return update(props);
      entry.props = props;
      return run(entry, () => update(props));
    },
    unmount: (props) => {
      const entry = mounts.get(props.name);
      if (!entry) return lifecycles.unmount(props);
      return run(entry, async () => {
        entry.hydrated = false;
        await lifecycles.unmount(props);
        mounts.delete(props.name);
      });
    },
  };
}
