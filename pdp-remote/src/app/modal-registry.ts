// The page's own modals by id, each a chunk of its own (the seller's rating and no-rating are one
// modal in two moods, and one chunk). This table is itself a small chunk, loaded the first time any
// modal opens, so the first load carries none of it (modal-host.tsx); each chunk costs the first
// load about 11 bytes, its number and hash in remoteEntry.js's chunk map (decision 0043).
import type { ModalComponent, ModalId, ModalPayloads } from '../shared/modal/modal-types';

export type ModalLoaders = { [Id in ModalId]: () => Promise<{ default: ModalComponent<ModalPayloads[Id]> }> };

export const MODAL_LOADERS: ModalLoaders = {
  'image-preview': () => import(/* webpackChunkName: "modal-image-preview" */ '../features/product-gallery/components/image-preview-modal'),
  'usp-info': () => import(/* webpackChunkName: "modal-usp-info" */ '../features/product-services/components/usp-info-modal'),
  'warranty-info': () => import(/* webpackChunkName: "modal-warranty-info" */ '../features/product-services/components/warranty-info-modal'),
  'installment-list': () => import(/* webpackChunkName: "modal-installment-list" */ '../features/installments/components/installment-modal'),
  'trade-in-download-app': () => import(/* webpackChunkName: "modal-trade-in-download-app" */ '../features/trade-in/components/trade-in-download-app-modal'),
  'shipping-options': () => import(/* webpackChunkName: "modal-shipping-options" */ '../features/fulfillment/components/shipping-options-modal'),
  'pickup-schedule': () => import(/* webpackChunkName: "modal-pickup-schedule" */ '../features/fulfillment/components/pickup-schedule-modal'),
  'address-picker': () => import(/* webpackChunkName: "modal-address-picker" */ '../features/address/components/address-picker-modal'),
  'address-change-info': () => import(/* webpackChunkName: "modal-address-change-info" */ '../features/address/components/address-change-info-modal'),
  'add-to-bag': () => import(/* webpackChunkName: "modal-add-to-bag" */ '../features/buying/components/add-to-bag-modal'),
  // The same chunk as the add-to-bag modal, which is the only way to it: ready when asked for, and
  // one chunk fewer in remoteEntry.js's map.
  'add-to-cart-recommendations': () =>
    import(/* webpackChunkName: "modal-add-to-bag" */ '../features/recommendations/components/add-to-cart-recommendations-modal'),
  'cnc-item-exists': () => import(/* webpackChunkName: "modal-cnc-item-exists" */ '../features/buying/components/cnc-item-exists-modal'),
  'bag-full': () => import(/* webpackChunkName: "modal-bag-full" */ '../features/buying/components/bag-full-modal'),
  'checkout-blocked': () => import(/* webpackChunkName: "modal-checkout-blocked" */ '../features/buying/components/checkout-blocked-modal'),
  'notify-me': () => import(/* webpackChunkName: "modal-notify-me" */ '../features/buying/components/notify-me-modal'),
  'notify-me-success': () => import(/* webpackChunkName: "modal-notify-me-success" */ '../features/buying/components/notify-me-success-modal'),
  'voucher-list': () => import(/* webpackChunkName: "modal-voucher-list" */ '../features/promotions/components/voucher-list-modal'),
  'promo-combo': () => import(/* webpackChunkName: "modal-promo-combo" */ '../features/combo/components/promo-combo-modal'),
  'free-gift': () => import(/* webpackChunkName: "modal-free-gift" */ '../features/free-gift/components/free-gift-modal'),
  'voucher-terms': () => import(/* webpackChunkName: "modal-voucher-terms" */ '../features/promotions/components/voucher-terms-modal'),
  'review-variant-filter': () => import(/* webpackChunkName: "modal-review-variant-filter" */ '../features/reviews/components/review-variant-filter-modal'),
  'review-policy': () => import(/* webpackChunkName: "modal-review-policy" */ '../features/reviews/components/review-policy-modal'),
  'product-review': () => import(/* webpackChunkName: "modal-product-review" */ '../features/reviews/components/product-review-modal'),
  'user-summary': () => import(/* webpackChunkName: "modal-user-summary" */ './user-summary-modal'),
  'content-report': () => import(/* webpackChunkName: "modal-content-report" */ '../features/content-report/components/content-report-modal'),
  'discussion-ask': () => import(/* webpackChunkName: "modal-discussion-ask" */ '../features/discussions/components/discussion-ask-modal'),
  'customer-care-chat': () => import(/* webpackChunkName: "modal-customer-care-chat" */ '../features/seller-info/components/customer-care-chat-modal'),
  'seller-badges': () => import(/* webpackChunkName: "modal-seller-badges" */ '../features/seller-info/components/seller-badges-modal'),
  'seller-rating': () =>
    import(/* webpackChunkName: "modal-seller-rating" */ '../features/seller-info/components/seller-rating-modals').then((module) => ({
      default: module.SellerRatingModal,
    })),
  'seller-no-rating': () =>
    import(/* webpackChunkName: "modal-seller-rating" */ '../features/seller-info/components/seller-rating-modals').then((module) => ({
      default: module.SellerNoRatingModal,
    })),
  // The QR encoder comes with it.
  share: () => import(/* webpackChunkName: "modal-share" */ '../features/share/components/share-modal'),
  wishlist: () => import(/* webpackChunkName: "modal-wishlist" */ '../features/wishlist/components/wishlist-modal'),
  'more-options': () => import(/* webpackChunkName: "modal-more-options" */ './more-options-modal'),
};
