// Opening and closing modals from any feature. `useOpenModal<Payloads>()` gives another remote's
// features (grocery) an opener typed by their own payload map.
import { useSetAtom } from 'jotai';
import { closeModalAtom, openModalAtom } from './modal-atoms';
import type { ExtraModalRequest, RequestOf } from './modal-types';

export function useModal() {
  return { openModal: useSetAtom(openModalAtom), closeModal: useSetAtom(closeModalAtom) };
}

/** Opens another remote's modals; their ids must carry its namespace (`grocery.…`). */
export function useOpenModal<Payloads>(): (request: RequestOf<Payloads> & ExtraModalRequest) => void {
  return useSetAtom(openModalAtom);
}
