// The places of the product page a feature can fill (spec §2): a section of the page, in the section
// navigation, a page of its own on a route of the host's table (a product's, or without one). `app/` lays the page out; a
// feature's manifest says which of these it fills (feature-manifest.ts).
import type { ComponentType, ReactElement } from 'react';
import type { ProductDetailsDto, ProductSummaryDto } from '@pdp/backend-api/backend';
import type { ProductTag } from '@pdp/backend-api/enums';
import type { PageStatus } from '@pdp/host-contract/contract';
import type { Storefront } from '@pdp/host-contract/remotes';
import type { BackendClient } from '../http/backend-client';
import type { ProductConfig, ProductConfigSwitch } from '../product-config/model/product-config';

/** The page's sections, in the section navigation's words (spec §2). */
export type SectionId = 'overview' | 'promo' | 'variant' | 'service' | 'description' | 'seller' | 'shipping' | 'reviews' | 'discussion' | 'recommendation';

/** A section a remote adds after the seller's. */
export interface PageSectionPart {
  id: SectionId;
  /** Loaded when it comes near the viewport, holding this much height until then. */
  deferredHeight: number;
  Component: ComponentType<{ summary: ProductSummaryDto; productId: string }>;
  /** The product config's switch that shows it (spec §6): off, neither the section nor its navigation entry shows. */
  switch?: ProductConfigSwitch;
}

/** What the page knows of the item on screen, which decides the rows of its service section. */
export interface ServiceFacts {
  itemSku: string;
  /** The item's product id (`itemProductId`), which its pages' paths name. */
  productId: string;
  storefront: Storefront;
  details: ProductDetailsDto;
  /** The item's summary; null while the page still holds another item's (a variant being picked). */
  summary: ProductSummaryDto | null;
  /** The summary's tags; none while it is null. */
  tags: readonly ProductTag[];
  /** The product config (spec §6); null until it is known. */
  config: ProductConfig | null;
}

/**
 * A row of the service section (spec §1): installments, the loan simulation, the services, … Made by
 * `serviceRow` (service-rows.ts) in a feature's `service-rows.ts`, which its manifest loads.
 */
export interface ServiceRowPart {
  id: string;
  /** Its place in the section: rows stand by their order, lowest first. */
  order: number;
  /** The row for the item (its component suspends until its chunk is there), or null where the item has none. */
  rowFor: (facts: ServiceFacts) => ReactElement | null;
}

/** What an action of the more-options sheet gets: the product on screen (the sheet's payload). */
export interface MoreOptionProps {
  productId: string;
  name: string;
  price: number;
}

/**
 * An action of the more-options sheet (spec §2): sharing, the wishlist, reporting the product, where the
 * layout has no room for their own buttons. Its `Option` draws the button (`MoreOptionButton`) and opens
 * what it opens; declared in a feature's `more-options.ts`, which its manifest loads.
 */
export interface MoreOptionPart {
  id: string;
  /** Its place in the sheet: options stand by their order, lowest first. */
  order: number;
  Option: ComponentType<MoreOptionProps>;
}

/** What a secondary page's view gets: the product on screen and the way back to its page. */
export interface SecondaryViewProps {
  summary: ProductSummaryDto;
  productId: string;
  productPath: string;
}

/** The secondary pages (spec §2) every remote shows the same. */
export type SecondaryView =
  'description' | 'promotions' | 'installment' | 'review-gallery' | 'detail-review' | 'review-details' | 'combo-list' | 'price-list' | 'pickup-points';

/** The secondary pages (spec §2) whose content differs by remote: how the item reaches the shopper. */
export type ReceivingView = 'shipping' | 'pickup-schedule';

/** The special pages (spec §2) one remote has: retail's trade-in and add-on installation. */
export type SpecialView = 'trade-in' | 'add-on-installation';

/** Pages on a route of their own, without a product on screen (spec §2 bundling catalog), by route id. */
export type RoutePageId = 'bundling-catalog';

/** What a route's page gets: the route's parameters, as matched (`bundleId`). */
export interface RoutePageProps {
  params: Readonly<Record<string, string>>;
}

/**
 * A route page's status for the host's server, which sends the page as the shell for the browser to
 * build (decision 0071): 200, or the status of a page the backend says does not exist (404). Read on
 * the server only, through the remote's server build (`pageStatus`).
 */
export type RoutePageStatus = (client: BackendClient, params: RoutePageProps['params']) => Promise<PageStatus>;

/** A page's view component, by the view it shows. */
export type ViewComponents<View extends string> = Partial<Record<View, ComponentType<SecondaryViewProps>>>;
