// A list of grocery stores, each with what the shopper should know of it (group, distance, reach)
// and the way to make it theirs; the current one is marked instead. The store picker and the nearby
// stores show their stores with it.
import type { GroceryStoreDto } from '@pdp/backend-api/grocery';
import { secondaryButton, separatedRow, theme } from '@pdp/pdp-remote/blocks';

export interface StoreListProps {
  label: string;
  stores: readonly GroceryStoreDto[];
  /** What is said of a store under its name, in order (empty parts are left out). */
  details: (store: GroceryStoreDto) => (string | null | false)[];
  isCurrent: (store: GroceryStoreDto) => boolean;
  /** Shown for the current store in place of the button; none: nothing. */
  currentNote?: string;
  chooseLabel: string;
  /** The button's accessible name, which names the store. */
  chooseName: (store: GroceryStoreDto) => string;
  onChoose: (store: GroceryStoreDto) => void;
}

export function StoreList({ label, stores, details, isCurrent, currentNote, chooseLabel, chooseName, onChoose }: StoreListProps) {
  return (
    <ul aria-label={label} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      {stores.map((store) => {
        const current = isCurrent(store);
        return (
          <li key={store.code} aria-current={current || undefined} css={separatedRow}>
            <span>
              <strong>{store.name}</strong>
              <span css={{ display: 'block', margin: 0, color: theme.color.muted, fontSize: 14 }}>{details(store).filter(Boolean).join(' · ')}</span>
            </span>
            {current ? (
              currentNote && <span css={{ fontWeight: 600, color: theme.color.success }}>{currentNote}</span>
            ) : (
              <button type="button" css={secondaryButton} aria-label={chooseName(store)} onClick={() => onChoose(store)}>
                {chooseLabel}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
