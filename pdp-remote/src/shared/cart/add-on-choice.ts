// The add-ons the shopper chose for each item (spec §3 Add-ons), read by the add-ons row and put on the
// cart line by the buy bar. Kept in session storage through the one storage module (memory where it
// is refused), so a trip through login and back, or a reload, keeps what was ticked. Read from storage
// after mount only: the server, and the first paint, know no choice.
import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { createSafeStorage } from '../storage/safe-storage';

/** Ours (decision 0031: keys the spec does not name are not declared in the contract). */
const ADD_ON_CHOICE_KEY = 'pdp.add-on-choice';

type Choice = Readonly<Record<string, readonly string[]>>;

const storage = createSafeStorage('session');
const NONE: readonly string[] = [];

function readStored(): Choice {
  const raw = storage.getJson<unknown>(ADD_ON_CHOICE_KEY, {});
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).flatMap(([itemSku, ids]) =>
      Array.isArray(ids) && ids.every((id) => typeof id === 'string') && ids.length > 0 ? [[itemSku, ids as string[]]] : [],
    ),
  );
}

/** Null until read from storage. */
const choiceAtom = atom<Choice | null>(null);

const restoreAtom = atom(null, (get, set) => {
  if (get(choiceAtom) === null) set(choiceAtom, readStored());
});

/** Sets the chosen add-ons of an item (none: forgets it). */
export const chooseAddOnsAtom = atom(null, (get, set, itemSku: string, ids: readonly string[]) => {
  const { [itemSku]: _previous, ...others } = get(choiceAtom) ?? readStored();
  const next: Choice = ids.length > 0 ? { ...others, [itemSku]: ids } : others;
  set(choiceAtom, next);
  storage.setJson(ADD_ON_CHOICE_KEY, next);
});

/** The add-ons chosen for an item, once the page is mounted. */
export function useAddOnChoice(itemSku: string): readonly string[] {
  const restore = useSetAtom(restoreAtom);
  useEffect(() => restore(), [restore]);
  return useAtomValue(choiceAtom)?.[itemSku] ?? NONE;
}
