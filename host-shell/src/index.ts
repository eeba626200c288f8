// The async boundary every federated app starts behind, so shared modules are negotiated first. It is
// crossed in a task of its own: the federation runtime's start (this file's task) and the negotiation
// with the loading of the host's chunks (the import) are two shorter tasks on a slow phone, not one.
setTimeout(() => {
  import('./bootstrap').then(({ start }) => start()).catch((error: unknown) => console.error('[host] failed to start', error));
}, 0);
