// Renders the one active modal. Each modal is its own lazily loaded chunk, fetched the first time
// it opens, through the table of modal-registry.ts (a chunk too); features open them by id
// (shared/modal), so none imports another's modal.
import { lazy, Suspense, type LazyExoticComponent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { activeModalAtom, closeModalAtom } from '../../shared/modal/modal-atoms';
import type { ModalComponent as PayloadModal, ModalId } from '../../shared/modal/modal-types';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { usePdpTranslator } from '../../shared/i18n/use-pdp-translator';
import { useToast } from '../../shared/ui/toast';

const loadRegistry = () => import('../registries/modal-registry');

/** One lazy component per built-in modal, made the first time it opens. */
const builtIn = new Map<string, LazyExoticComponent<PayloadModal<unknown>>>();
function builtInModal(id: ModalId): LazyExoticComponent<PayloadModal<unknown>> {
  let modal = builtIn.get(id);
  if (!modal) {
    modal = lazy(() => loadRegistry().then((registry) => registry.MODAL_LOADERS[id]() as Promise<{ default: PayloadModal<unknown> }>));
    builtIn.set(id, modal);
  }
  return modal;
}

/**
 * Each request to open a modal gets a fresh one: a modal opened again while it is open (a voucher to
 * claim, back from login) starts from its new payload, not from the state of the one it replaces.
 */
const requestKeys = new WeakMap<object, number>();
let lastRequestKey = 0;
function keyOf(request: object): number {
  let key = requestKeys.get(request);
  if (key === undefined) {
    lastRequestKey += 1;
    key = lastRequestKey;
    requestKeys.set(request, key);
  }
  return key;
}

/** Another remote's modals (its definition's `modals`), by their namespaced ids. */
export type ExtraModals = Readonly<Record<string, LazyExoticComponent<PayloadModal<never>>>>;

function ModalHost({ extraModals = {} }: { extraModals?: ExtraModals }) {
  const active = useAtomValue(activeModalAtom);
  const close = useSetAtom(closeModalAtom);
  const showToast = useToast();
  const { t } = usePdpTranslator();
  if (!active) return null;
  // Another remote's modals have a namespace (`grocery.…`); the page's own do not.
  const Modal = (active.id.includes('.') ? extraModals[active.id] : builtInModal(active.id as ModalId)) as PayloadModal<unknown> | undefined;
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
        <Modal key={keyOf(active)} payload={active.payload} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The default export: what the remote root loads with the first modal. */
export default ModalHost;
