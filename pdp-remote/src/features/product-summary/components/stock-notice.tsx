// Out of stock, coming soon, or `Tersisa {count} produk` at the limited-stock threshold.
import { memo } from 'react';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { theme } from '../../../shared/ui/theme';
import { stockState } from '../model/stock-state';

export const StockNotice = memo(function StockNotice({ summary }: { summary: Pick<ProductSummaryDto, 'tags' | 'stock'> }) {
  const { t } = usePdpTranslator();
  const state = stockState(summary);
  if (!state) return null;
  const message =
    state.kind === 'limited'
      ? t('pdp.stock.limited', { count: state.count })
      : t(state.kind === 'out-of-stock' ? 'pdp.stock.outOfStock' : 'pdp.stock.comingSoon');
  return (
    <p role="status" css={{ margin: 0, fontWeight: 600, color: state.kind === 'limited' ? theme.color.warning : theme.color.muted }}>
      {message}
    </p>
  );
});
