// What marks a grocery page: its page-type label (for tracking, on the element) and the seller group.
import type { GrocerySellerGroup } from '@pdp/shared-contracts';
import { theme } from '@pdp/pdp-remote/blocks';
import { useGroceryTranslator } from '../../shared/i18n/grocery-catalogues';
import { groceryPageTypeLabel } from './page-type-label';

export function GroceryBanner({ sellerGroup }: { sellerGroup: GrocerySellerGroup | undefined }) {
  const { t } = useGroceryTranslator();
  return (
    <p data-page-type={groceryPageTypeLabel(sellerGroup)} css={{ margin: 0, display: 'flex', gap: theme.space(2), alignItems: 'center' }}>
      <span css={{ padding: '2px 10px', borderRadius: 12, background: '#e6f4ea', color: theme.color.success, fontWeight: 600 }}>{t('grocery.label.pageType')}</span>
      {sellerGroup && <span css={{ color: theme.color.muted }}>{t(`grocery.label.sellerGroup.${sellerGroup}`)}</span>}
    </p>
  );
}
