// The add-to-cart recommendations modal (spec §2, §4, §9), opened from the add-to-bag modal after a
// successful add: two placements of 18 and the 6 of the added item's category, each list loaded on
// its own within 2000 ms, shown as it arrives, with a retry where it failed; an empty list shows
// nothing, and when every list is empty the modal says there is nothing to suggest. Closing it goes
// back to the add-to-bag modal (the previous modal is remembered) and clears the lists (spec §4:
// cleared on reset), so the next add asks again. Cards report their impressions and clicks.
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { ADD_TO_CART_PLACEMENTS } from '@pdp/backend-api/recommendations';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { addToCartRecommendationsMessages } from '../../../shared/i18n/parts/add-to-cart-recommendations';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { theme } from '../../../shared/ui/theme';
import { RecommendationList } from './recommendation-list';
import { getAddToCartRecommendations, getCategoryRecommendations, type CategoryRecommendations } from '../api/get-add-to-cart-recommendations';

/** A placement's answer in the category list's shape, so the three lists read alike. */
const placementRequest = (placement: (typeof ADD_TO_CART_PLACEMENTS)['complementary' | 'similar']) =>
  keyedRequest(
    (itemSku: string) => itemSku,
    async (client, itemSku: string, signal): Promise<CategoryRecommendations> => ({
      categoryName: null,
      items: await getAddToCartRecommendations(client, { itemSku, placement }, signal),
    }),
  );

const LISTS = [
  {
    placement: ADD_TO_CART_PLACEMENTS.complementary,
    request: placementRequest(ADD_TO_CART_PLACEMENTS.complementary),
    title: 'pdp.atcRecommendations.complementary',
  },
  { placement: ADD_TO_CART_PLACEMENTS.similar, request: placementRequest(ADD_TO_CART_PLACEMENTS.similar), title: 'pdp.atcRecommendations.similar' },
  // Titled with the category's name when the answer has one.
  {
    placement: ADD_TO_CART_PLACEMENTS.category,
    request: keyedRequest((itemSku: string) => itemSku, getCategoryRecommendations),
    title: 'pdp.atcRecommendations.categoryUnnamed',
    named: 'pdp.atcRecommendations.category',
  },
] as const;

function PlacementList({ itemSku, list }: { itemSku: string; list: (typeof LISTS)[number] }) {
  const { t } = usePdpMessages(addToCartRecommendationsMessages);
  const { state, retry } = useKeyedRequest<string, CategoryRecommendations>(list.request, itemSku);
  const categoryName = state?.data?.categoryName;
  return (
    <RecommendationList
      headingId={`atc-recommendations-${list.placement}`}
      title={'named' in list && categoryName ? t(list.named, { category: categoryName }) : t(list.title)}
      status={state?.status ?? 'idle'}
      items={state?.status === 'loaded' ? (state.data?.items ?? []) : []}
      placement={list.placement}
      labels={{ loading: t('pdp.atcRecommendations.loading'), failed: t('pdp.atcRecommendations.failed'), retry: t('pdp.page.retry') }}
      onRetry={retry}
    />
  );
}

/** Every list answered for this item and none has a card (reads the lists' state; the lists load them). */
function useAllEmpty(itemSku: string): boolean {
  const states = [useAtomValue(LISTS[0].request.stateAtom), useAtomValue(LISTS[1].request.stateAtom), useAtomValue(LISTS[2].request.stateAtom)];
  return states.every((state) => state.key === itemSku && state.status === 'loaded' && (state.data?.items ?? []).length === 0);
}

export default function AddToCartRecommendationsModal({ payload, onClose }: { payload: ModalPayloads['add-to-cart-recommendations']; onClose: () => void }) {
  const { t } = usePdpMessages(addToCartRecommendationsMessages);
  const { itemSku } = payload;
  const clear = [useSetAtom(LISTS[0].request.loadAtom), useSetAtom(LISTS[1].request.loadAtom), useSetAtom(LISTS[2].request.loadAtom)];
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
        {LISTS.map((list) => (
          <PlacementList key={list.placement} itemSku={itemSku} list={list} />
        ))}
      </div>
    </ModalFrame>
  );
}
