// Opening and closing modals from any feature.
import { useSetAtom } from 'jotai';
import { closeModalAtom, openModalAtom } from './modal-atoms';

export function useModal() {
  return { openModal: useSetAtom(openModalAtom), closeModal: useSetAtom(closeModalAtom) };
}
