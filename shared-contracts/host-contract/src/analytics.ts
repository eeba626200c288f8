// The analytics event stream (spec §9 tracking; since contract 1.14): what a remote tells the host
// the shopper did, typed, so every host reads the same events. The remote only reports; the host
// decides where events go, batches them, and drops them when the shopper opts out. The collector's
// path and batch are ours (the spec names a tracking event timeout, not an endpoint).
import type { Vendor } from '@pdp/backend-api/enums';
import type { RecommendationPlacement } from '@pdp/backend-api/recommendations';

/** Spec §9: a tracking call gives up after 2000 ms. */
export const ANALYTICS_TIMEOUT_MS = 2000;

/** Spec §9: a card counts as seen once half of it is in the viewport. */
export const IMPRESSION_THRESHOLD = 0.5;

/** Where a recommendation card sat when it was seen or clicked. */
export interface RecommendationCardRef {
  /** The placement of the list (grocery's is `grocery`). */
  placement: RecommendationPlacement | 'grocery';
  itemSku: string;
  /** 1 for the first card of the list. */
  position: number;
  /** The recommendation answer's trace id (`x-b3-traceid`), null when it had none. */
  traceId: string | null;
}

export type AnalyticsEvent =
  /** A product's page was shown (once per product, not again for a variant pick). */
  | { type: 'page-view'; vendor: Vendor; productSku: string; itemSku: string }
  /** The shopper picked another variant of the product on screen. */
  | { type: 'variant-change'; vendor: Vendor; productSku: string; itemSku: string; previousItemSku: string }
  /** An item went into the bag. */
  | { type: 'add-to-bag'; vendor: Vendor; itemSku: string; quantity: number }
  /** Buy now led to checkout (or to the bag, when checkout was skipped). */
  | { type: 'buy-now'; vendor: Vendor; itemSku: string; quantity: number }
  /** Half of a recommendation card came into view (once per card per list shown). */
  | ({ type: 'recommendation-impression' } & RecommendationCardRef)
  /** The shopper opened a recommendation card. */
  | ({ type: 'recommendation-click' } & RecommendationCardRef);

export type AnalyticsEventType = AnalyticsEvent['type'];

/** An event as the host sends it: stamped with when and on which path (tracking parameters removed). */
export type CollectedEvent = AnalyticsEvent & { at: string; path: string };

/**
 * POST {analyticsUrl} (the reference host's collector, the simulator's `/backend/_collector/events`):
 * a batch of events. Answers 202 with `data: { accepted }`.
 */
export interface AnalyticsBatchDto {
  events: CollectedEvent[];
}

/** The event types, for a collector that checks what it is sent. */
export const ANALYTICS_EVENT_TYPES: readonly AnalyticsEventType[] = [
  'page-view',
  'variant-change',
  'add-to-bag',
  'buy-now',
  'recommendation-impression',
  'recommendation-click',
];
