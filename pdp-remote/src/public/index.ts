// The retail remote's public building blocks. The grocery remote bundles these at build time (never
// fetched from the retail remote at run time); nothing else of pdp-remote is imported from outside.
// This is a versioned API: pdp-remote/BLOCKS.md documents each export and its stability, and
// blocks-api.test.ts fails when a value is added or removed without the document (and, for a
// removal or an incompatible change, a new major of BLOCKS_VERSION).

import type { Atom } from 'jotai';
import { bagRevisionAtom as writableBagRevisionAtom } from '../shared/cart/storefront-bag';
import { shippingLocationStateAtom as writableShippingLocationStateAtom, type ShippingLocationState } from '../shared/location/shipping-location';

/** The version of this API (semver): grocery reads it in its tests to know what it was built against. */
export const BLOCKS_VERSION = '3.0.0';

// The remote and its page.
export { createRemoteLifecycles } from '../app/runtime/create-remote-lifecycles';
export type { RemoteDefinition } from '../app/runtime/remote-root';
export { ProductPage } from '../app/page/product-page';
export { PromotionRows } from '../app/page/promotion-rows';
export type { ProductPageParts, ShippingSectionProps } from '../app/page/page-parts';
export type { PageSectionPart, SecondaryViewProps } from '../shared/feature/page-slots';
export { SectionBoundary } from '../app/page/section-boundary';
export { Deferred } from '../app/page/deferred';
export { useWantShippingSection } from '../shared/feature/shipping-section-wanted';
export { usePickupQuantity } from '../app/page/use-pickup-quantity';
export { useMountProps } from '../shared/mount/mount-context';
export { useHydrated } from '../shared/ssr/use-hydrated';

// Messages.
export { useTranslator, type Catalogues, type Catalogue } from '../shared/i18n/i18n-provider';
export { messagesId as pdpMessagesId, type PdpMessageId } from '../shared/i18n/messages.id';
export { useMessagePart, type MessagePart } from '../shared/i18n/message-part';
export { buyingMessages } from '../shared/i18n/parts/buying';
export { fulfillmentMessages } from '../shared/i18n/parts/fulfillment';
export { addToCartRecommendationsMessages } from '../shared/i18n/parts/add-to-cart-recommendations';

// State, backend reads and storage.
export { keyedRequest, useKeyedRequest, type KeyedRequest, type KeyedRequestState } from '../shared/state/keyed-request';
export { normalisePrice } from '../shared/product/normalise-price';
export { isShortText, record, wholeCount } from '../shared/http/loose-json';
export type { BackendClient, BackendResponse } from '../shared/http/backend-client';
export { ApiError } from '../shared/http/api-error';
export { createSafeStorage, type SafeStorage } from '../shared/storage/safe-storage';
export { isValidGeolocation, shippingLocationAtom } from '../shared/location/shipping-location';
export { LocationError, locateDevice, type LocationFailure } from '../shared/location/device-location';
/** Whether the shopper's shipping location has been read yet, and what was stored: read-only outside the retail remote. */
export const shippingLocationStateAtom: Atom<ShippingLocationState> = writableShippingLocationStateAtom;
export { logEvent } from '../shared/log';

// Modals: the frame, and openers for the page's modals and a remote's own.
export { ModalFrame } from '../shared/modal/modal-frame';
export { useModal, useOpenModal } from '../shared/modal/use-modal';
export type { ModalRegistry, RequestOf } from '../shared/modal/modal-types';

// Product rules and the parts of buying and receiving the grocery page reuses.
export { isPurchasableByDelivery, isPurchasableByPickup, isComingSoon, isStoreClosed } from '../shared/product/derived-states';
export { hasAvailablePickupHour } from '../features/fulfillment/model/availability';
export { isClockTime, isIsoDate, normalisePickupHours } from '../features/fulfillment/api/normalise';
export { FulfillmentKindPicker } from '../features/fulfillment/components/fulfillment-kind-picker';
export { PickupSchedule } from '../features/fulfillment/components/pickup-schedule';
// A pickup or delivery day (the host contract's weekday form), under the name the blocks have had.
export { formatWeekdayDate as formatPickupDate } from '@pdp/host-contract/date-format';
export { BuyBar } from '../features/buying/components/buy-bar';
export { OnboardingLayer } from '../features/onboarding/components/onboarding-layer';
export type { BagRequest, StorefrontBag } from '../shared/cart/storefront-bag';
/** Counts the bag's changes on this page (a line added): read-only outside the retail remote. */
export const bagRevisionAtom: Atom<number> = writableBagRevisionAtom;

// Looks.
export { HostLink } from '../shared/ui/host-link';
export { ProductCards, productCardOf, type ProductCard } from '../shared/ui/product-cards';
export { RecommendationCards } from '../shared/tracking/recommendation-cards';
export { InlineAlert } from '../shared/ui/inline-alert';
export { SecondaryPageFrame } from '../shared/ui/secondary-page-frame';
export { primaryButton, secondaryButton, textButton } from '../shared/ui/buttons';
export { separatedRow, wrappingRow } from '../shared/ui/layout-styles';
export { theme } from '../shared/ui/theme';
