// What marks a grocery page: its page-type label (for tracking, on the element), the seller group,
// the way to the daily-shopping promo page and to the grocery wiki.
import type { GrocerySellerGroup } from '@pdp/backend-api/enums';
import { groceryDailyPromoPath } from '@pdp/host-contract/links';
import { HostLink, textButton, theme } from '@pdp/pdp-remote/blocks';
import { useGroceryTranslator } from '../../shared/i18n/grocery-catalogues';
import { useGroceryModal } from '../../shared/modal/grocery-modal-payloads';
import { groceryPageTypeLabel } from './page-type-label';

export function GroceryBanner({ sellerGroup }: { sellerGroup: GrocerySellerGroup | undefined }) {
  const { t } = useGroceryTranslator();
  const openModal = useGroceryModal();
  return (
    <div data-page-type={groceryPageTypeLabel(sellerGroup)} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' }}>
      <span css={{ padding: '2px 10px', borderRadius: 12, background: theme.color.successBg, color: theme.color.success, fontWeight: 600 }}>
        {t('grocery.label.pageType')}
      </span>
      {sellerGroup && <span css={{ color: theme.color.muted }}>{t(`grocery.label.sellerGroup.${sellerGroup}`)}</span>}
      <HostLink to={groceryDailyPromoPath()} css={{ ...textButton, display: 'inline-flex', alignItems: 'center', marginLeft: 'auto' }}>
        {t('grocery.label.dailyPromo')}
      </HostLink>
      <button type="button" css={textButton} onClick={() => openModal({ id: 'grocery.wiki', payload: {} })}>
        {t('grocery.wiki.open')}
      </button>
    </div>
  );
}
