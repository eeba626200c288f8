// The promo section's free-gift row, for an item tagged FREE_GIFT (spec §3 Free gift): what the gift
// takes (amount or quantity) and the way to choose gifts. It keeps the height its placeholder held.
// Back from login with the item's add to finish, it opens the picker, which finishes it.
import { useCallback } from 'react';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { freeGiftMessages } from '../messages/free-gift';
import { useModal } from '../../../shared/modal/use-modal';
import { PromoRow } from '../../../shared/ui/promo-row';
import { useOpenForResumedAdd } from '../../../shared/cart/use-resumed-add';
import { useFreeGift } from '../hooks/use-free-gift';
import type { FreeGift } from '../model/free-gift';

interface FreeGiftStripProps {
  productId: string;
  itemSku: string;
  quantity: number;
  unitPrice: number;
}

export function criteriaText(
  t: (id: 'pdp.gift.criteria.AMOUNT' | 'pdp.gift.criteria.QUANTITY', values: Record<string, string | number>) => string,
  freeGift: FreeGift,
) {
  const { type, threshold } = freeGift.criteria;
  return type === 'AMOUNT' ? t('pdp.gift.criteria.AMOUNT', { amount: formatRupiah(threshold) }) : t('pdp.gift.criteria.QUANTITY', { count: threshold });
}

function FreeGiftStrip({ productId, itemSku, quantity, unitPrice }: FreeGiftStripProps) {
  const { t } = usePdpMessages(freeGiftMessages);
  const { openModal } = useModal();
  const { state, retry } = useFreeGift(productId);
  const failed = state?.status === 'failed';
  const freeGift = state?.status === 'loaded' ? state.data : null;
  const openDialog = useCallback(
    () => openModal({ id: 'free-gift', payload: { productId, itemSku, quantity, unitPrice } }),
    [itemSku, openModal, productId, quantity, unitPrice],
  );
  useOpenForResumedAdd('gift', freeGift !== null, openDialog);
  let summary = t(failed ? 'pdp.gift.failed' : 'pdp.gift.loading');
  if (state?.status === 'loaded') summary = freeGift ? criteriaText(t, freeGift) : t('pdp.gift.none');
  return (
    <PromoRow
      label={t('pdp.gift.title')}
      text={summary}
      failed={failed}
      action={failed ? { label: t('pdp.page.retry'), onClick: retry } : freeGift ? { label: t('pdp.gift.open'), onClick: openDialog } : null}
    />
  );
}

/** The default export: what the page loads lazily. */
export default FreeGiftStrip;
