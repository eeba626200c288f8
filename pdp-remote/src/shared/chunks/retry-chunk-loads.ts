// A chunk that fails to load (a dropped connection, a CDN hiccup, a redeploy under a page already
// open) is asked for once more after half a second before the part that needed it gives up: its
// section or modal then shows its failure state, and the rest of the page carries on. Webpack forgets
// a failed chunk, so the second ask fetches it again. Installed by the remote's bootstrap, in the
// browser only; each remote patches its own webpack runtime.
declare const __webpack_require__: { e?: (chunkId: string | number) => Promise<unknown> } | undefined;

const CHUNK_RETRY_DELAY_MS = 500;

let installed = false;

export function retryChunkLoadsOnce(): void {
  if (installed || typeof __webpack_require__ === 'undefined' || typeof __webpack_require__.e !== 'function') return;
  installed = true;
  const load = __webpack_require__.e;
  __webpack_require__.e = (chunkId) => load(chunkId).catch(() => new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS)).then(() => load(chunkId)));
}
