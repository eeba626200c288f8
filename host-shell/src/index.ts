// The async boundary every federated app starts behind. The shared modules the host provides are in
// main.js (eager, decision 0084); the import loads the app's chunk. It is crossed in a task of its own:
// the federation runtime's start (this file's task) and the app's start are two shorter tasks on a slow
// phone, not one.
setTimeout(() => {
  import('./bootstrap').then(({ start }) => start()).catch((error: unknown) => console.error('[host] failed to start', error));
}, 0);
