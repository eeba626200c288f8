// The host↔remote contract. The host mounts a remote with `MountProps`; the remote talks back only
// through the callbacks in it. Both sides compile against this file, so a change one side has not
// followed fails its build; `CONTRACT_VERSION` guards the deployed pair at run time as well.
import type { Vendor } from '@pdp/backend-api/enums';
import type { Locale } from './locale';
import type { RemoteKey } from './remotes';
import type { AnalyticsEvent } from './analytics';
import hostContractPackage from '../package.json' with { type: 'json' };

/**
 * Semver of the contract: this package's version, which changesets moves (`.changeset/`), never a
 * hand. A remote whose major differs from the host's is not mounted.
 */
export const CONTRACT_VERSION: string = hostContractPackage.version;

export interface SignedInUser {
  id: string;
  name: string;
}

export interface NavigationRequest {
  /** Path (and query) to go to, same site only. */
  path: string;
  /** Replace the current history entry (a variant pick) instead of pushing one. */
  replace?: boolean;
  /** Scroll to the top once there. */
  resetScroll?: boolean;
}

/** What a remote tells the host about the page it shows, so the host can answer with its error pages. */
export type PageStatus = 200 | 404 | 410 | 429 | 500;

export interface MountProps {
  /** Current path with its query, as the host's router sees it. */
  path: string;
  vendor: Vendor;
  locale: Locale;
  user: SignedInUser | null;
  /** Base URL of the `/backend` calls (spec §7), e.g. `/backend` behind the host's proxy. */
  backendBaseUrl: string;
  /** Marketplace brand name, for copy that names it. */
  brand: string;
  /** The remote never touches `window.history`: it asks the host to go somewhere. */
  navigate(request: NavigationRequest): void;
  /**
   * An anonymous shopper used a member feature: the host signs them in and brings them back. `user`
   * is null until the host knows who is signed in; a request made before then waits for it, and a
   * member is brought straight back to `returnTo`, so the way back should carry what they did.
   */
  requestLogin(request: { returnTo: string }): void;
  /** The page the path names cannot be shown (404, 410, 429, or the backend is down). */
  reportPageStatus(status: PageStatus): void;
  /**
   * The shopper's bag changed (an add to bag, a quick checkout that fell back to the bag): the host
   * shows the new count. Optional: hosts older than contract 1.2 do not show one.
   */
  reportBagCount?(update: { vendor: Vendor; count: number }): void;
  /**
   * Something the shopper did that analytics counts (spec §9 tracking): the host decides where it
   * goes, and drops it when the shopper opted out. Never awaited; it must not throw. Optional: hosts
   * older than contract 1.14 take no events.
   */
  reportAnalytics?(event: AnalyticsEvent): void;
  /** Something broke inside the remote that it could not recover from; the host logs and offers a retry. */
  reportError(error: RemoteErrorReport): void;
  /**
   * The container holds this remote's server markup for `path`: hydrate it instead of rendering
   * afresh, seeded with the `state` its server render returned. First mount after a server-rendered
   * page load only; a remote that cannot hydrate renders afresh.
   */
  hydration?: { state: unknown };
  /** CSP nonce for the style elements the remote inserts. */
  nonce?: string;
}

export interface RemoteErrorReport {
  kind: 'ui-error';
  message: string;
}

/** single-spa lifecycle props: the host's props plus where to render. */
export type LifecycleProps = MountProps & { name: string; domElement: HTMLElement };

/** What every PDP remote exposes as `./lifecycles`: single-spa style lifecycles any host framework can call. */
export interface RemoteLifecycles {
  contractVersion: string;
  bootstrap(props: LifecycleProps): Promise<unknown>;
  mount(props: LifecycleProps): Promise<unknown>;
  update(props: LifecycleProps): Promise<unknown>;
  unmount(props: LifecycleProps): Promise<unknown>;
}

/** What the host's server asks a remote's server build to render (spec §1 server rendering). */
export interface ServerRenderRequest {
  /** Path with its query, as requested. */
  path: string;
  vendor: Vendor;
  locale: Locale;
  brand: string;
  /** Absolute base URL of the `/backend` calls, reachable from the server. */
  backendBaseUrl: string;
  /** Public origin of the page (`https://shop.example`), for absolute URLs in the head. */
  origin: string;
  /** CSP nonce for the style and script elements the remote writes. */
  nonce?: string;
  /**
   * How long each of the remote's backend reads may take, so they end inside the host's render
   * budget (since 1.4; without it the remote uses its own server default).
   */
  backendTimeoutMs?: number;
}

/** Head content for search engines, built by the remote from product data. */
export interface ServerPageSeo {
  description?: string;
  keywords?: string[];
  /** Same-site path of the page's custom URL, used as the canonical when present. */
  canonicalPath?: string;
  /** schema.org data, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
  /** The largest image above the fold, preloaded by the host. */
  leadImage?: { src: string; srcSet?: string; sizes?: string };
}

export interface ServerRenderResult {
  /** 200, or the page status the host shows its empty state for (spec §2). */
  status: PageStatus;
  /** Markup for the remote's container; empty unless `status` is 200. */
  html: string;
  /** Critical CSS of the markup: an emotion cache key and the rule ids it inserted. */
  styles: { key: string; ids: string[]; css: string };
  seo: ServerPageSeo;
  /** JSON the client mount gets back as `hydration.state`. */
  state: unknown;
}

/**
 * The critical CSS of a server render from its emotion cache's `inserted` map (in `compat` mode a
 * rule's id maps to its CSS text; `true` marks rules written elsewhere). Shared by the host's and the
 * remotes' server renders, so both hand the browser the same shape.
 */
export function criticalStyles(key: string, inserted: Readonly<Record<string, string | true | undefined>>): ServerRenderResult['styles'] {
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(inserted)) {
    if (typeof rules !== 'string') continue;
    ids.push(id);
    css += rules;
  }
  return { key, ids, css };
}

/** What every PDP remote's server build exposes as `./server`. */
export interface RemoteServerModule {
  contractVersion: string;
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult>;
  /**
   * The status of a page the browser builds (a `clientRendered` route, the bundling catalog): 200, or
   * the status the host answers with its error page (404 for a bundle the backend does not know). The
   * host's server asks it instead of `renderPage`; without it, or when it fails, the host sends the
   * shell with 200 and the remote reports the status in the browser. Since 1.26.
   */
  pageStatus?(request: ServerRenderRequest): Promise<PageStatus>;
}

/** The host's run-time configuration (`/runtime-config.json`), editable after the build. */
export interface RuntimeConfig {
  brand: string;
  backendBaseUrl: string;
  /**
   * `manifestUrl`: the browser build's mf-manifest.json. `serverEntryUrl`: the server build's
   * remoteEntry.js, loaded by the host's server to render product pages (absent: client rendering).
   */
  remotes: Record<RemoteKey, { manifestUrl: string; serverEntryUrl?: string }>;
  /** Where the host sends analytics batches (`AnalyticsBatchDto`); absent: events are not sent. Since 1.14. */
  analyticsUrl?: string;
  /** The affiliate switch: an arrival with an affiliate link opens an affiliate session (`affiliate.ts`). Since 1.18. */
  affiliateEnabled?: boolean;
}

/** True when a remote built against `remoteVersion` can be mounted by a host built against ours. */
export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const major = (version: string) => version.split('.')[0];
  return typeof remoteVersion === 'string' && major(remoteVersion) === major(hostVersion);
}
