// single-spa style lifecycles (bootstrap, mount, update, unmount) for a PDP remote, typed by the
// contract, so any host framework can mount it. Each mount gets its own React root and store.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { CONTRACT_VERSION, type LifecycleProps, type RemoteLifecycles } from '@pdp/shared-contracts';
import { RemoteRoot, type RemoteDefinition } from './remote-root';
import { logUiError } from '../shared/ui/error-boundary';

/** Rendered when even the providers failed: tells the host, which shows its empty state with a retry. */
function ReportedFailure({ error, props }: { error: Error; props: LifecycleProps }) {
  React.useEffect(() => {
    const event = logUiError(error);
    props.reportError({ kind: 'ui-error', message: event.message });
  }, [error, props]);
  return null;
}

export function createRemoteLifecycles(definition: RemoteDefinition): RemoteLifecycles {
  const lifecycles = singleSpaReact<LifecycleProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: LifecycleProps) => <RemoteRoot definition={definition} {...props} />,
    errorBoundary: (error: Error, _info: React.ErrorInfo, props: LifecycleProps) => <ReportedFailure error={error} props={props} />,
  });
  const update = lifecycles.update;
  if (!update) throw new Error('single-spa-react was expected to provide an update lifecycle');
  return {
    contractVersion: CONTRACT_VERSION,
    bootstrap: (props) => lifecycles.bootstrap(props),
    mount: (props) => lifecycles.mount(props),
    update: (props) => update(props),
    unmount: (props) => lifecycles.unmount(props),
  };
}
