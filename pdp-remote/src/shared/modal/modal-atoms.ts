// The modal system of spec §2: one modal active at a time, the previous one remembered and shown
// again when the active one closes.
import { atom } from 'jotai';
import type { ExtraModalRequest, ModalRequest } from './modal-types';

type AnyModalRequest = ModalRequest | ExtraModalRequest;

interface ModalState {
  active: AnyModalRequest | null;
  previous: AnyModalRequest | null;
}

const modalStateAtom = atom<ModalState>({ active: null, previous: null });

export const activeModalAtom = atom((get) => get(modalStateAtom).active);

export const openModalAtom = atom(null, (get, set, request: AnyModalRequest) => {
  const { active } = get(modalStateAtom);
  set(modalStateAtom, { active: request, previous: active });
});

/** Closes the active modal; the one it replaced comes back. */
export const closeModalAtom = atom(null, (get, set) => {
  const { previous } = get(modalStateAtom);
  set(modalStateAtom, { active: previous, previous: null });
});

export const closeAllModalsAtom = atom(null, (_get, set) => set(modalStateAtom, { active: null, previous: null }));
