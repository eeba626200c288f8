// The add-to-cart recommendations modal (spec §2, §4, §9), opened from the add-to-bag modal after a
// successful add: two placements of 18 and the 6 of the added item's category, each list loaded on
// its own within 2000 ms, shown as it arrives, with a retry where it failed; an empty list shows
// nothing, and when every list is empty the modal says there is nothing to suggest. Closing it goes
// back to the add-to-bag modal (the previous modal is remembered) and clears the lists (spec §4:
// cleared on reset), so the next add asks again. Cards report their impressions and clicks.
import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { ADD_TO_CART_PLACEMENTS, type RecommendationPlacement, type TrackedRecommendation } from '@pdp/shared-contracts';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { addToCartRecommendationsMessages } from '../../../shared/i18n/parts/add-to-cart-recommendations';
import { keyedRequest, useKeyedRequest, type KeyedRequest } from '../../../shared/state/keyed-request';
import { theme } from '../../../shared/ui/theme';
import { RecommendationList } from './recommendation-list';
import { getAddToCartRecommendations, getCategoryRecommendations, type CategoryRecommendations } from '../api/get-add-to-cart-recommendations';

const bySku = (itemSku: string) => itemSku;
const complementary = keyedRequest(bySku, (client, itemSku: string, signal) =>
  getAddToCartRecommendations(client, { itemSku, placement: ADD_TO_CART_PLACEMENTS.complementary }, signal),
);
const similar = keyedRequest(bySku, (client, itemSku: string, signal) =>
  getAddToCartRecommendations(client, { itemSku, placement: ADD_TO_CART_PLACEMENTS.similar }, signal),
);
const category = keyedRequest(bySku, (client, itemSku: string, signal) => getCategoryRecommendations(client, itemSku, signal));

const toCategory = (items: TrackedRecommendation[]): CategoryRecommendations => ({ categoryName: null, items });

function PlacementList<T>({
  itemSku,
  request,
  placement,
  title,
  listOf,
}: {
  itemSku: string;
  request: KeyedRequest<string, T>;
  placement: RecommendationPlacement;
  title: (data: T | null) => string;
  listOf: (data: T) => CategoryRecommendations;
}) {
  const { t } = usePdpMessages(addToCartRecommendationsMessages);
  const { state, retry } = useKeyedRequest(request, itemSku);
  return (
    <RecommendationList
      headingId={`atc-recommendations-${placement}`}
      title={title(state?.data ?? null)}
      status={state?.status ?? 'idle'}
      items={state?.status === 'loaded' && state.data ? listOf(state.data).items : []}
      placement={placement}
      labels={{ loading: t('pdp.atcRecommendations.loading'), failed: t('pdp.atcRecommendations.failed'), retry: t('pdp.page.retry') }}
      onRetry={retry}
    />
  );
}

/** Every list answered and none has a card. */
function useAllEmpty(itemSku: string): boolean {
  const lists = [useKeyedRequest(complementary, itemSku).state, useKeyedRequest(similar, itemSku).state];
  const categoryState = useKeyedRequest(category, itemSku).state;
  return (
    lists.every((state) => state?.status === 'loaded' && (state.data ?? []).length === 0) &&
    categoryState?.status === 'loaded' &&
    (categoryState.data?.items ?? []).length === 0
  );
}

export default function AddToCartRecommendationsModal({ payload, onClose }: { payload: ModalPayloads['add-to-cart-recommendations']; onClose: () => void }) {
  const { t } = usePdpMessages(addToCartRecommendationsMessages);
  const { itemSku } = payload;
  const clear = [useSetAtom(complementary.loadAtom), useSetAtom(similar.loadAtom), useSetAtom(category.loadAtom)];
  // Spec §4: the lists are cleared on reset, when the modal goes.
  useEffect(
    () => () => {
      for (const load of clear) void load(null);
    },
    // The setters are stable; the lists belong to this modal's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const allEmpty = useAllEmpty(itemSku);
  return (
    <ModalFrame title={t('pdp.atcRecommendations.title')} closeLabel={t('pdp.modal.close')} onClose={onClose} wide>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        {allEmpty && <p css={{ margin: 0 }}>{t('pdp.atcRecommendations.empty')}</p>}
        <PlacementList
          itemSku={itemSku}
          request={complementary}
          placement={ADD_TO_CART_PLACEMENTS.complementary}
          title={() => t('pdp.atcRecommendations.complementary')}
          listOf={toCategory}
        />
        <PlacementList
          itemSku={itemSku}
          request={similar}
          placement={ADD_TO_CART_PLACEMENTS.similar}
          title={() => t('pdp.atcRecommendations.similar')}
          listOf={toCategory}
        />
        <PlacementList
          itemSku={itemSku}
          request={category}
          placement={ADD_TO_CART_PLACEMENTS.category}
          title={(data) =>
            data?.categoryName ? t('pdp.atcRecommendations.category', { category: data.categoryName }) : t('pdp.atcRecommendations.categoryUnnamed')
          }
          listOf={(data) => data}
        />
      </div>
    </ModalFrame>
  );
}
