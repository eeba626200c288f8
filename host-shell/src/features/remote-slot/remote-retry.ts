// What a retry does before it loads a remote's container again, after an attempt failed (the remote
// was down, or the browser could not reach it). Its own chunk: only a retry needs it.
//
// Chromium answers a script request that matches a `<link rel=preload>` with that preload even when
// the preload failed, and forgets a preload once a request used it. The server preloads the remote's
// container and page scripts, so a page that loaded while the remote was down would answer the
// retry's requests with those failures.

let retries = 0;

/** Uses each of the origin's script preloads once with a throwaway element, then drops it. */
function spendScriptPreloads(origin: string): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].filter((link) => new URL(link.href).origin === origin);
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const script = document.createElement('script');
          script.src = link.href;
          // A preload that had loaded only runs again: chunk files just register their modules.
          script.onload = script.onerror = () => {
            script.remove();
            resolve();
          };
          link.remove();
          document.head.append(script);
        }),
    ),
  );
}

/**
 * The container's URL for a retry, once the remote's preloads are spent: a query no attempt used
 * before, so the browser fetches it again. webpack's `auto` public path ignores the query, so the
 * container's chunks keep their URLs.
 */
export async function retryEntry(entryUrl: string): Promise<string> {
  const url = new URL(entryUrl);
  await spendScriptPreloads(url.origin);
  retries += 1;
  url.searchParams.set('retry', String(retries));
  return url.href;
}
