// The async boundary every federated app starts behind, so shared modules are negotiated first.
import('./bootstrap').then(({ start }) => start()).catch((error: unknown) => console.error('[host] failed to start', error));
