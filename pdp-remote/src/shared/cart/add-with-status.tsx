// The end of every way of adding to the bag beside the buy bar (combo, free gifts): the button, what
// went wrong (announced, and describing the button), or what went in with the way to the bag.
import { useId } from 'react';
import { cartPath } from '@pdp/host-contract/links';
import { storefrontOf } from '@pdp/host-contract/remotes';
import { useMountProps } from '../mount/mount-context';
import { HostLink } from '../ui/host-link';
import { primaryButton } from '../ui/buttons';
import { firstPressOnly } from '../ui/first-press-only';
import { theme } from '../ui/theme';

export type AddStatus = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; message: string };

interface AddWithStatusProps {
  status: AddStatus;
  onAdd: () => void;
  labels: { add: string; adding: string; added: string; viewBag: string };
  /** The button's name where its label alone does not say what it adds (one button per item of a list). */
  addName?: string;
}

export function AddWithStatus({ status, onAdd, labels, addName }: AddWithStatusProps) {
  const { vendor } = useMountProps();
  const noteId = useId();
  return (
    <>
      <button
        type="button"
        css={primaryButton}
        disabled={status.kind === 'adding'}
        aria-label={status.kind === 'adding' ? undefined : addName}
        aria-describedby={status.kind === 'failed' ? noteId : undefined}
        onClick={firstPressOnly(onAdd)}
      >
        {status.kind === 'adding' ? labels.adding : labels.add}
      </button>
      {status.kind === 'failed' && (
        <p id={noteId} role="alert" css={{ margin: 0, color: theme.color.warning }}>
          {status.message}
        </p>
      )}
      {status.kind === 'added' && (
        <p role="status" css={{ margin: 0, color: theme.color.success }}>
          {labels.added} <HostLink to={cartPath(storefrontOf(vendor))}>{labels.viewBag}</HostLink>
        </p>
      )}
    </>
  );
}
