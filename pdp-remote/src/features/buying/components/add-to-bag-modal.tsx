// The add-to-bag modal: what went into the bag, with the way to the bag or back to shopping, and to
// the add-to-cart recommendations, on retail and grocery pages: the page's own, or the storefront
// bag's list where it has one (grocery's). Closing them comes back here.
import { cartPath } from '@pdp/host-contract/links';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { useSetAtom } from 'jotai';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { openModalAtom } from '../../../shared/modal/modal-atoms';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { buyingMessages } from '../../../shared/i18n/parts/buying';
import { addToCartRecommendationsMessages } from '../../../shared/i18n/parts/add-to-cart-recommendations';
import { primaryButton, secondaryButton } from '../../../shared/ui/buttons';
import { useStorefrontBag } from '../../../shared/cart/storefront-bag';
import { theme } from '../../../shared/ui/theme';

export default function AddToBagModal({ payload, onClose }: { payload: ModalPayloads['add-to-bag']; onClose: () => void }) {
  const { t } = usePdpMessages(buyingMessages);
  const { t: tRecommendations } = usePdpMessages(addToCartRecommendationsMessages);
  const { navigate, vendor } = useMountProps();
  const openModal = useSetAtom(openModalAtom);
  const { suggestionsModal } = useStorefrontBag();
  const suggest = () =>
    openModal(
      suggestionsModal
        ? { id: suggestionsModal, payload: { itemSku: payload.itemSku } }
        : { id: 'add-to-cart-recommendations', payload: { itemSku: payload.itemSku } },
    );
  return (
    <ModalFrame title={t('pdp.addToBag.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', gap: theme.space(3), alignItems: 'center', marginBottom: theme.space(4) }}>
        {payload.imageUrl && <img src={payload.imageUrl} alt="" width={64} height={64} css={{ objectFit: 'cover', borderRadius: theme.radius }} />}
        <div>
          <p css={{ margin: 0, fontWeight: 600 }}>{payload.name}</p>
          {payload.variant && <p css={{ margin: 0, color: theme.color.muted }}>{payload.variant}</p>}
          <p css={{ margin: 0 }}>{t('pdp.addToBag.quantity', { quantity: payload.quantity, total: formatRupiah(payload.unitPrice * payload.quantity) })}</p>
        </div>
      </div>
      <div css={{ display: 'flex', gap: theme.space(2) }}>
        <button type="button" css={{ ...secondaryButton, flex: 1 }} onClick={onClose}>
          {t('pdp.addToBag.continue')}
        </button>
        <button
          type="button"
          css={{ ...primaryButton, flex: 1 }}
          data-autofocus
          onClick={() => {
            onClose();
            navigate({ path: cartPath(vendor), resetScroll: true });
          }}
        >
          {t('pdp.addToBag.seeBag')}
        </button>
      </div>
      <button type="button" css={{ ...secondaryButton, width: '100%', marginTop: theme.space(2) }} onClick={suggest}>
        {tRecommendations('pdp.atcRecommendations.open')}
      </button>
    </ModalFrame>
  );
}
