// The grocery add-to-cart recommendations (spec §2 modal, §7 POST "grocery recommendation", §9
// "grocery: 18"), opened from the add-to-bag modal after an add to the grocery bag: 18 products of the
// store serving the shopper, each with its position and the answer's trace id, a retry where the list
// failed, and a word when there is nothing to suggest. Closing it goes back to the add-to-bag modal and
// clears the list (spec §4: cleared on reset), so the next add asks again.
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { InlineAlert, ModalFrame, RecommendationCards, addToCartRecommendationsMessages, theme, useKeyedRequest } from '@pdp/pdp-remote/blocks';
import { useGroceryMessages } from '../../../shared/i18n/grocery-catalogues';
import type { GroceryModalPayloads } from '../../../shared/modal/grocery-modal-payloads';
import { servingStoreAtom } from '../../../shared/warehouse/selected-warehouse';
import { addToCartRecommendationsRequest } from '../state/recommendations-atoms';

interface Props {
  payload: GroceryModalPayloads['grocery.add-to-cart-recommendations'];
  onClose: () => void;
}

export default function GroceryAddToCartRecommendationsModal({ payload, onClose }: Props) {
  const { t } = useGroceryMessages(addToCartRecommendationsMessages);
  const serving = useAtomValue(servingStoreAtom);
  const { state, retry } = useKeyedRequest(addToCartRecommendationsRequest, { itemSku: payload.itemSku, warehouseCode: serving?.code ?? null });
  const clear = useSetAtom(addToCartRecommendationsRequest.loadAtom);
  useEffect(() => () => void clear(null), [clear]);
  const items = state?.status === 'loaded' ? (state.data ?? []) : [];
  return (
    <ModalFrame title={t('pdp.atcRecommendations.title')} closeLabel={t('pdp.modal.close')} onClose={onClose} wide>
      <section aria-labelledby="grocery-atc-recommendations" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <h3 id="grocery-atc-recommendations" css={{ margin: 0, fontSize: 16 }}>
          {t('pdp.atcRecommendations.complementary')}
        </h3>
        {state?.status === 'failed' ? (
          <InlineAlert message={t('pdp.atcRecommendations.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />
        ) : state?.status === 'loaded' ? (
          items.length > 0 ? (
            <RecommendationCards items={items} vendor="GROCERY" placement="grocery" />
          ) : (
            <p css={{ margin: 0 }}>{t('pdp.atcRecommendations.empty')}</p>
          )
        ) : (
          <p role="status" css={{ margin: 0, color: theme.color.muted }}>
            {t('pdp.atcRecommendations.loading')}
          </p>
        )}
      </section>
    </ModalFrame>
  );
}
