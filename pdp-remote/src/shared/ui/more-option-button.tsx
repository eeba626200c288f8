// An action of the more-options sheet (spec §2): a full-width button that opens a modal in the sheet's
// place, named as the action's own button is on a wide screen.
import { secondaryButton } from './buttons';

export function MoreOptionButton({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <button type="button" aria-haspopup="dialog" onClick={onPress} css={{ ...secondaryButton, width: '100%', textAlign: 'left' }}>
      {label}
    </button>
  );
}
