// The parts of the product page a remote chooses: how the shopper receives and buys the item (the
// shipping section), and sections of its own after the seller's. The retail remote plugs in delivery
// or pickup with buy now and add to bag; the grocery remote its store, delivery slots and grocery bag.
import type { ComponentType } from 'react';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import type { PageSectionPart, ReceivingView, SecondaryViewProps, SpecialView } from '../../shared/feature/page-slots';

export interface ShippingSectionProps {
  summary: ProductSummaryDto;
  /** The id of the item on screen (`ps--…` or `is--…`). */
  productId: string;
  /** The quantity the shopper chose in the stepper. */
  quantity: number;
  setQuantity: (quantity: number) => void;
  /** The unit price for a quantity: the price summary's when it is for that quantity, else the page's price. */
  unitPriceOf: (quantity: number) => number;
  /** The chosen item's variant values, e.g. "Hitam, 42". */
  variantLabel: string | null;
  /** The way chosen is in-store pickup, which takes one (spec §9): the stepper stops at 1. */
  onInStorePickupChange: (inStorePickup: boolean) => void;
  /** The variant the shopper picked is loading: `summary` is still the item picked before, which the buttons must not buy. */
  variantLoading: boolean;
}

/** The promo section's own content beside the campaign (`PromotionRows`: vouchers, combo, free gift). */
export interface PromotionsPartProps {
  summary: ProductSummaryDto;
  productId: string;
  /** The promotions secondary page of the item. */
  promotionsPath: string;
  /** The combo list page of the item. */
  comboListPath: string;
  /** The quantity chosen and its unit price (free gifts depend on them). */
  quantity: number;
  unitPrice: number;
}

export interface ProductPageParts {
  /** In the promo section, on the first screen, so not lazy: it must hold its height from the first paint. */
  Promotions?: ComponentType<PromotionsPartProps>;
  /** The shipping section's content, rendered when the section comes near the viewport (a lazy component is welcome). */
  ShippingSection: ComponentType<ShippingSectionProps>;
  /** Sections after the seller's, in page order. */
  sections?: readonly PageSectionPart[];
  /** The shipping and pickup-schedule pages, and the special pages the remote has (lazy components welcome). */
  views: Record<ReceivingView, ComponentType<SecondaryViewProps>> & Partial<Record<SpecialView, ComponentType<SecondaryViewProps>>>;
}
