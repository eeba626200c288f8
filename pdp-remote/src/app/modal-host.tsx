// Renders the one active modal. Each modal is its own lazily loaded chunk, fetched the first time
// it opens; features open them by id (shared/modal), so none imports another's modal.
import { lazy, Suspense, type LazyExoticComponent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { activeModalAtom, closeModalAtom } from '../shared/modal/modal-atoms';
import type { ModalComponent as PayloadModal, ModalId, ModalPayloads, ModalRegistry } from '../shared/modal/modal-types';
import { ErrorBoundary } from '../shared/ui/error-boundary';
import { usePdpTranslator } from '../shared/i18n/use-pdp-translator';
import { useToast } from '../shared/ui/toast';

const MODALS: ModalRegistry<ModalPayloads> = {
  'image-preview': lazy(() => import(/* webpackChunkName: "modal-image-preview" */ '../features/product-gallery/components/image-preview-modal')),
  'usp-info': lazy(() => import(/* webpackChunkName: "modal-usp-info" */ '../features/product-services/components/usp-info-modal')),
  'warranty-info': lazy(() => import(/* webpackChunkName: "modal-warranty-info" */ '../features/product-services/components/warranty-info-modal')),
  'shipping-options': lazy(() => import(/* webpackChunkName: "modal-shipping-options" */ '../features/fulfillment/components/shipping-options-modal')),
  'pickup-schedule': lazy(() => import(/* webpackChunkName: "modal-pickup-schedule" */ '../features/fulfillment/components/pickup-schedule-modal')),
  'address-picker': lazy(() => import(/* webpackChunkName: "modal-address-picker" */ '../features/address/components/address-picker-modal')),
  'address-change-info': lazy(() => import(/* webpackChunkName: "modal-address-change-info" */ '../features/address/components/address-change-info-modal')),
  'add-to-bag': lazy(() => import(/* webpackChunkName: "modal-add-to-bag" */ '../features/buying/components/add-to-bag-modal')),
  'cnc-item-exists': lazy(() => import(/* webpackChunkName: "modal-cnc-item-exists" */ '../features/buying/components/cnc-item-exists-modal')),
  'bag-full': lazy(() => import(/* webpackChunkName: "modal-bag-full" */ '../features/buying/components/bag-full-modal')),
  'checkout-blocked': lazy(() => import(/* webpackChunkName: "modal-checkout-blocked" */ '../features/buying/components/checkout-blocked-modal')),
  'notify-me': lazy(() => import(/* webpackChunkName: "modal-notify-me" */ '../features/buying/components/notify-me-modal')),
  'notify-me-success': lazy(() => import(/* webpackChunkName: "modal-notify-me-success" */ '../features/buying/components/notify-me-success-modal')),
  'voucher-list': lazy(() => import(/* webpackChunkName: "modal-voucher-list" */ '../features/promotions/components/voucher-list-modal')),
  'promo-combo': lazy(() => import(/* webpackChunkName: "modal-promo-combo" */ '../features/combo/components/promo-combo-modal')),
  'free-gift': lazy(() => import(/* webpackChunkName: "modal-free-gift" */ '../features/free-gift/components/free-gift-modal')),
  'voucher-terms': lazy(() => import(/* webpackChunkName: "modal-voucher-terms" */ '../features/promotions/components/voucher-terms-modal')),
};

/** Another remote's modals (its definition's `modals`), by their namespaced ids. */
export type ExtraModals = Readonly<Record<string, LazyExoticComponent<PayloadModal<never>>>>;

export function ModalHost({ extraModals = {} }: { extraModals?: ExtraModals }) {
  const active = useAtomValue(activeModalAtom);
  const close = useSetAtom(closeModalAtom);
  const showToast = useToast();
  const { t } = usePdpTranslator();
  if (!active) return null;
  const Modal = (Object.hasOwn(MODALS, active.id) ? MODALS[active.id as ModalId] : extraModals[active.id]) as PayloadModal<unknown> | undefined;
  if (!Modal) return null;
  return (
    <ErrorBoundary
      resetKey={active}
      onError={() => {
        showToast(t('pdp.uiError.toast'));
        close();
      }}
    >
      <Suspense fallback={null}>
        <Modal payload={active.payload} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
