// Every modal the page can open, with what it needs. Features open them by id; the app layer maps
// ids to lazily loaded components, so no feature imports another's modal. A remote built on these
// blocks (grocery) adds modals of its own under namespaced ids (`grocery.slot-picker`).
import type { LazyExoticComponent, ReactNode } from 'react';
import type { ImageDto, PickupPointDto, ShippingOptionDto } from '@pdp/backend-api/backend';
import type { UspType, WarrantyType } from '@pdp/backend-api/enums';
import type { ResumeTarget } from '../mount/resume-action';

export interface ModalPayloads {
  'image-preview': { images: ImageDto[]; index: number; productName: string };
  'usp-info': { usps: UspType[]; focus?: UspType };
  'warranty-info': { type: WarrantyType; period?: string };
  'shipping-options': { options: ShippingOptionDto[]; origin: string; destination: string | null };
  'pickup-schedule': { point: Pick<PickupPointDto, 'name' | 'address' | 'pickupHours'> };
  'address-picker': Record<string, never>;
  'address-change-info': { label: string };
  /** What went into the bag; retail's leads on to the add-to-cart recommendations of `itemSku`. */
  'add-to-bag': { itemSku: string; name: string; imageUrl: string | null; quantity: number; unitPrice: number; variant: string | null };
  /** The item's installments (spec §2 installment list), v2 by the product config's switch; `pagePath`: its `installment` page. */
  'installment-list': { itemSku: string; v2: boolean; pagePath: string };
  /** Trade-in happens in the app (spec §2 trade-in download-app): its store links. */
  'trade-in-download-app': Record<string, never>;
  /** Suggestions after an add to bag (spec §2, §9), for the item added. */
  'add-to-cart-recommendations': { itemSku: string };
  'cnc-item-exists': { code: 'CNC_ITEM_EXISTS' | 'NON_CNC_ITEM_EXISTS' };
  'bag-full': Record<string, never>;
  'checkout-blocked': Record<string, never>;
  'notify-me': { itemSku: string; productName: string };
  'notify-me-success': { email: string };
  /** `resumeClaim`: back from login, claim the voucher the address names once the list is loaded. */
  'voucher-list': { productId: string; itemSku: string; promotionsPath: string; resumeClaim?: boolean };
  'voucher-terms': { productId: string; itemSku: string; voucherId: string };
  /** `comboListPath`: the combo list page, linked from the sheet (none on that page itself). */
  'promo-combo': { productId: string; comboListPath: string | null };
  /** The quantity and unit price chosen on the page when it opened: the criteria are checked against them. */
  'free-gift': { productId: string; itemSku: string; quantity: number; unitPrice: number };
  /** Report a review, the seller's reply, a question or an answer (members only). */
  'content-report': { target: ResumeTarget; id: string };
  /** Filter a product's reviews by the variants bought (the filter's own values, from the reviews' `filters.variants`). */
  'review-variant-filter': { productSku: string; variants: { name: string; values: string[] }[] };
  'review-policy': Record<string, never>;
  /** One review with its photo, from the review gallery; links to the review's own page. */
  'product-review': { reviewId: string; image: ImageDto | null; productName: string; detailPath: string };
  /** A reviewer's summary and their own reviews (spec §3 User review summary). */
  'user-summary': { userId: string; name: string };
  /** Ask a question about the product (members only); the list shows it first once created. */
  'discussion-ask': { productId: string };
  /** Chat with customer care about a product the platform sells (spec §2, §6), within its hours. */
  'customer-care-chat': { hours: string };
  /** The store's badges (codes), explained by the platform's badge info. */
  'seller-badges': { badges: string[] };
  /** The store's rating out of 5 and from how many buyers, with how ratings are worked out. */
  'seller-rating': { rating: number; count: number };
  'seller-no-rating': Record<string, never>;
  /** Share the product shown (the page's path): its name and price go into the share text. */
  share: { name: string; price: number };
  /** Save the product to the member's wishlist albums (spec §3 Wishlist, §5). */
  wishlist: { productId: string; productName: string };
  /** Share, save to the wishlist or report the product, gathered where the layout has no room for them (spec §2). */
  'more-options': { productId: string; name: string; price: number };
}

export type ModalId = keyof ModalPayloads;

/** An open request for one modal of a payload map. */
export type RequestOf<Payloads> = { [Id in keyof Payloads]: { id: Id; payload: Payloads[Id] } }[keyof Payloads];

export type ModalRequest = RequestOf<ModalPayloads>;

/** A modal another remote adds: its id has a namespace (`grocery.…`), its payload that remote's type. */
export interface ExtraModalRequest {
  id: `${string}.${string}`;
  payload: unknown;
}

export type ModalComponent<Payload> = (props: { payload: Payload; onClose: () => void }) => ReactNode;

/** Lazily loaded components for every id of a payload map. */
export type ModalRegistry<Payloads> = { [Id in keyof Payloads]: LazyExoticComponent<ModalComponent<Payloads[Id]>> };
