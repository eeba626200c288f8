import { createStore } from 'jotai';
import { activeModalAtom, closeModalAtom, openModalAtom } from './modal-atoms';

describe('the modal stack of spec §2', () => {
  it('keeps one modal active and brings the previous one back on close', () => {
    const store = createStore();
    store.set(openModalAtom, { id: 'usp-info', payload: { usps: ['RETURN'] } });
    store.set(openModalAtom, { id: 'warranty-info', payload: { type: 'RESMI' } });
    expect(store.get(activeModalAtom)?.id).toBe('warranty-info');
    store.set(closeModalAtom);
    expect(store.get(activeModalAtom)?.id).toBe('usp-info');
    store.set(closeModalAtom);
    expect(store.get(activeModalAtom)).toBeNull();
  });
});
