// The review variant filter (spec §3, §4): name/value pairs chosen in a modal. The modal edits a
// draft; the draft applies on confirm, is reverted by closing, or reset to nothing. Apply is disabled
// while the draft equals what is applied; reset shows while any value is chosen.
export interface VariantPair {
  name: string;
  value: string;
}

const same = (a: VariantPair, b: VariantPair) => a.name === b.name && a.value === b.value;

export const isChosen = (draft: readonly VariantPair[], pair: VariantPair): boolean => draft.some((entry) => same(entry, pair));

/** The draft with the pair chosen, or no longer chosen. */
export const toggleVariant = (draft: readonly VariantPair[], pair: VariantPair): VariantPair[] =>
  isChosen(draft, pair) ? draft.filter((entry) => !same(entry, pair)) : [...draft, pair];

/** Whether applying the draft would change the filter (order does not matter). */
export const isChanged = (draft: readonly VariantPair[], applied: readonly VariantPair[]): boolean =>
  draft.length !== applied.length || draft.some((pair) => !isChosen(applied, pair));

/** Whether reset has anything to clear. */
export const hasChoice = (draft: readonly VariantPair[]): boolean => draft.length > 0;
