// Claiming a seller's voucher from the list or its terms (spec §4 Voucher claim): an anonymous
// shopper signs in first and comes back to claim it; a refusal shows the backend's first
// `errors.voucher` message (spec §8), else the catalogue's.
import { useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useMountProps } from '../../../shared/mount/mount-context';
import { claimVoucherAtom } from '../state/claim-atoms';
import { withClaimParam } from '../model/claim-path';
import type { Voucher } from '../model/vouchers';

export type ClaimNote = { tone: 'success'; name: string } | { tone: 'failed'; message: string | null };

export function useVoucherClaim(itemSku: string) {
  const { user, path, requestLogin } = useMountProps();
  const claimAtom = useSetAtom(claimVoucherAtom);
  const [claiming, setClaiming] = useState<string | null>(null);
  const [notes, setNotes] = useState<Readonly<Record<string, ClaimNote>>>({});

  const claim = useCallback(
    async (voucher: Voucher) => {
      if (!user) {
        requestLogin({ returnTo: withClaimParam(path, voucher.id) });
        return;
      }
      setClaiming(voucher.id);
      const outcome = await claimAtom(voucher, itemSku);
      setClaiming(null);
      if (outcome.kind === 'login') {
        requestLogin({ returnTo: withClaimParam(path, voucher.id) });
        return;
      }
      const note: ClaimNote = outcome.kind === 'claimed' ? { tone: 'success', name: voucher.name } : { tone: 'failed', message: outcome.message };
      setNotes((current) => ({ ...current, [voucher.id]: note }));
    },
    [claimAtom, itemSku, path, requestLogin, user],
  );

  return { claim, claiming, notes };
}
