// The promo section's free-gift row, for an item tagged FREE_GIFT (spec §3 Free gift): what the gift
// takes (amount or quantity) and the way to choose gifts. It keeps the height its placeholder held.
import { formatRupiah } from '@pdp/shared-contracts';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { freeGiftMessages } from '../../../shared/i18n/parts/free-gift';
import { useModal } from '../../../shared/modal/use-modal';
import { secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
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

export function FreeGiftStrip({ productId, itemSku, quantity, unitPrice }: FreeGiftStripProps) {
  const { t } = usePdpMessages(freeGiftMessages);
  const { openModal } = useModal();
  const { state, retry } = useFreeGift(productId);
  const failed = state?.status === 'failed';
  const freeGift = state?.status === 'loaded' ? state.data : null;
  let summary = t(failed ? 'pdp.gift.failed' : 'pdp.gift.loading');
  if (state?.status === 'loaded') summary = freeGift ? criteriaText(t, freeGift) : t('pdp.gift.none');
  return (
    <div
      role={failed ? 'alert' : undefined}
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: theme.space(2),
        minHeight: 60,
        padding: `0 ${theme.space(3)}`,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius,
        color: failed ? theme.color.warning : theme.color.text,
      }}
    >
      <strong css={{ flexShrink: 0 }}>{t('pdp.gift.title')}</strong>
      <span css={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{summary}</span>
      {(failed || freeGift) && (
        <button
          type="button"
          css={secondaryButton}
          onClick={failed ? retry : () => openModal({ id: 'free-gift', payload: { productId, itemSku, quantity, unitPrice } })}
        >
          {t(failed ? 'pdp.page.retry' : 'pdp.gift.open')}
        </button>
      )}
    </div>
  );
}
