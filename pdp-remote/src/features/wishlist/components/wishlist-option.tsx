// The wishlist in the more-options sheet (spec §2): says what the wishlist button says on a wide screen
// (saved or not, spec §3 `isInWishlist`), where the sheet stands in for it, and opens the wishlist modal
// (an anonymous shopper goes through login first).
import type { MoreOptionProps } from '../../../shared/feature/page-slots';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { wishlistMessages } from '../../../shared/i18n/parts/wishlist';
import { MoreOptionButton } from '../../../shared/ui/more-option-button';
import { useInWishlist, useOpenWishlist } from './wishlist-button';

export function WishlistOption({ productId, name }: MoreOptionProps) {
  const { t } = usePdpMessages(wishlistMessages);
  const saved = useInWishlist(productId);
  const open = useOpenWishlist(productId, name);
  return <MoreOptionButton label={t(saved ? 'pdp.wishlist.saved' : 'pdp.wishlist.open')} onPress={open} />;
}
