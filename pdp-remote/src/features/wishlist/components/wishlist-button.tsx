// Saving the product to wishlist albums (spec §1, §3 Wishlist, §6: members only). A member sees
// whether the product is in any album (`isInWishlist`: its album list is not empty, `useInWishlist`,
// on the button and in the phone's more options list alike) and opens the wishlist modal; an
// anonymous shopper signs in and comes back to the seller, where the modal opens.
import { useCallback, useEffect, useRef } from 'react';
import { useModal } from '../../../shared/modal/use-modal';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { wishlistMessages } from '../../../shared/i18n/parts/wishlist';
import { useMountProps } from '../../../shared/mount/mount-context';
import { resumeActionOf, withResumeAction, withoutResumeAction } from '../../../shared/mount/resume-action';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { textButton } from '../../../shared/ui/buttons';
import { productGroupsRequest } from '../state/wishlist-requests';

/** Opens the wishlist modal for a member, or sends an anonymous shopper to sign in and back. */
export function useOpenWishlist(productId: string, productName: string): () => void {
  const { user, path, requestLogin } = useMountProps();
  const { openModal } = useModal();
  return useCallback(() => {
    if (!user) requestLogin({ returnTo: withResumeAction(path, { kind: 'wishlist' }) });
    else openModal({ id: 'wishlist', payload: { productId, productName } });
  }, [openModal, path, productId, productName, requestLogin, user]);
}

/**
 * Spec §3 `isInWishlist`: whether the member's product is in any album (its album list is not empty),
 * read once per product and member and following what the wishlist modal changes; false for an
 * anonymous shopper and until it is read. Every control that opens the wishlist says it with it: the
 * button beside sharing, and on phones the more options list, which stands in for that button.
 */
export function useInWishlist(productId: string): boolean {
  const { user } = useMountProps();
  const { state } = useKeyedRequest(productGroupsRequest, user ? { productId, userId: user.id } : null);
  return state?.status === 'loaded' && (state.data?.items.length ?? 0) > 0;
}

export function WishlistButton({ productId, productName }: { productId: string; productName: string }) {
  const { t } = usePdpMessages(wishlistMessages);
  const { user, path, navigate } = useMountProps();
  const saved = useInWishlist(productId);
  const open = useOpenWishlist(productId, productName);

  // Back from login with the wishlist to open: open it from the button (where focus returns on
  // closing), once, and take the action out of the address.
  const button = useRef<HTMLButtonElement>(null);
  const resumed = useRef(false);
  useEffect(() => {
    if (!user || resumed.current || resumeActionOf(path)?.kind !== 'wishlist') return;
    resumed.current = true;
    navigate({ path: withoutResumeAction(path), replace: true, resetScroll: false });
    button.current?.focus({ preventScroll: true });
    open();
  }, [navigate, open, path, user]);

  return (
    <button ref={button} type="button" aria-haspopup="dialog" onClick={open} css={{ ...textButton, minHeight: 44, alignSelf: 'flex-start' }}>
      {t(saved ? 'pdp.wishlist.saved' : 'pdp.wishlist.open')}
    </button>
  );
}
