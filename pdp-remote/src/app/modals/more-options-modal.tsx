// The more options modal (spec §2): sharing, saving to the wishlist and reporting the product,
// gathered in one list where the layout has no room for them (the seller section on phones), each
// named as its own button is (the wishlist's says whether the product is saved). Each opens its own
// modal in this one's place; closing that brings this list back (the modal system remembers the
// previous one). The app layer composes it: features do not import each other.
import type { ModalPayloads } from '../../shared/modal/modal-types';
import { ModalFrame } from '../../shared/modal/modal-frame';
import { useModal } from '../../shared/modal/use-modal';
import { usePdpMessages } from '../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../shared/i18n/parts/details';
import { shareMessages } from '../../shared/i18n/parts/share';
import { wishlistMessages } from '../../shared/i18n/parts/wishlist';
import { secondaryButton } from '../../shared/ui/buttons';
import { useReportProduct } from '../../features/seller-info/components/seller-card';
import { useInWishlist, useOpenWishlist } from '../../features/wishlist/components/wishlist-button';
import { stackedList } from '../../shared/ui/layout-styles';

export default function MoreOptionsModal({ payload, onClose }: { payload: ModalPayloads['more-options']; onClose: () => void }) {
  const { t } = usePdpMessages(detailsMessages);
  const share = usePdpMessages(shareMessages);
  const wishlist = usePdpMessages(wishlistMessages);
  const { openModal } = useModal();
  const openWishlist = useOpenWishlist(payload.productId, payload.name);
  // What the wishlist button says on a wide screen, said here where the list stands in for it (spec §3 `isInWishlist`).
  const inWishlist = useInWishlist(payload.productId);
  const report = useReportProduct(payload.productId);
  const options = [
    { label: share.t('pdp.share.open'), act: () => openModal({ id: 'share', payload: { name: payload.name, price: payload.price } }) },
    { label: wishlist.t(inWishlist ? 'pdp.wishlist.saved' : 'pdp.wishlist.open'), act: openWishlist },
    { label: t('pdp.seller.report'), act: report },
  ];
  return (
    <ModalFrame title={t('pdp.seller.moreOptions')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <ul css={stackedList(2)}>
        {options.map((option) => (
          <li key={option.label}>
            <button type="button" aria-haspopup="dialog" onClick={option.act} css={{ ...secondaryButton, width: '100%', textAlign: 'left' }}>
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </ModalFrame>
  );
}
