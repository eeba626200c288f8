// Grocery recommendations for the store serving the shopper, below the fold. Each card carries its
// position and the answer's trace id for tracking; a failure offers a retry and nothing else moves.
import { useAtomValue } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { InlineAlert, RecommendationCards, theme, useKeyedRequest, useWantShippingSection } from '@pdp/pdp-remote/blocks';
import { useGroceryTranslator } from '../../../shared/i18n/grocery-catalogues';
import { servingStoreAtom } from '../../../shared/warehouse/selected-warehouse';
import { recommendationsRequest } from '../state/recommendations-atoms';

function GroceryRecommendations({ summary }: { summary: ProductSummaryDto; productId: string }) {
  const { t } = useGroceryTranslator();
  const serving = useAtomValue(servingStoreAtom);
  // Waits to know the shopper's store, so the list is asked for once, for that store: the shipping
  // section finds it, and is asked for when the shopper came here without passing it.
  useWantShippingSection(serving === undefined);
  const { state, retry } = useKeyedRequest(
    recommendationsRequest,
    serving === undefined ? null : { itemSku: summary.itemSku, warehouseCode: serving?.code ?? null },
  );
  if (!state || state.status === 'loading')
    return (
      <p role="status" css={{ margin: 0, color: theme.color.muted }}>
        {t('grocery.recommendations.loading')}
      </p>
    );
  if (state.status === 'failed') return <InlineAlert message={t('grocery.recommendations.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  const items = state.data ?? [];
  if (items.length === 0) return null;
  return <RecommendationCards items={items} vendor="GROCERY" placement="grocery" />;
}

/** The default export: what the page loads lazily. */
export default GroceryRecommendations;
