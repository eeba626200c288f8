// The remote's side of the analytics stream (spec §9 tracking, contract `AnalyticsEvent`): events go
// to the host through `reportAnalytics`, never awaited, and a host that throws never breaks the page.
// The page view also publishes the quest event for a signed-in member (quests are members').
import { useCallback, useEffect } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import { QUEST_VISIT_PRODUCT_PAGE, type QuestEventDto } from '@pdp/backend-api/quest';
import type { AnalyticsEvent } from '@pdp/host-contract/analytics';
import { useMountProps } from '../mount/mount-context';
import { requireBackendClientAtom } from '../http/backend-atoms';
import { logEvent } from '../log';

export type Track = (event: AnalyticsEvent) => void;

export function useTrack(): Track {
  const { reportAnalytics } = useMountProps();
  return useCallback(
    (event) => {
      try {
        reportAnalytics?.(event);
      } catch (error) {
        logEvent('warn', 'analytics-report-failed', { reason: String(error) });
      }
    },
    [reportAnalytics],
  );
}

/** The product view the mount last reported, in the mount's store: a view that remounts is still one view. */
const shownViewAtom = atom<{ productSku: string; itemSku: string; questSent: boolean } | null>(null);

/**
 * One page view per product shown; a variant picked on the same product is a variant change instead.
 * And one quest event per product view for a signed-in member, sent when both are known (the host
 * may learn who the shopper is after the page is up). Effects only: a server render reports nothing.
 */
export function usePageViewTracking(productSku: string, itemSku: string): void {
  const track = useTrack();
  const { vendor, user } = useMountProps();
  const client = useAtomValue(requireBackendClientAtom);
  const store = useStore();
  const userId = user?.id;
  useEffect(() => {
    const previous = store.get(shownViewAtom);
    const sameProduct = previous?.productSku === productSku;
    if (!sameProduct) track({ type: 'page-view', vendor, productSku, itemSku });
    else if (previous.itemSku !== itemSku) track({ type: 'variant-change', vendor, productSku, itemSku, previousItemSku: previous.itemSku });
    const questSent = (sameProduct && previous.questSent) || Boolean(userId);
    store.set(shownViewAtom, { productSku, itemSku, questSent });
    if (!userId || (sameProduct && previous.questSent)) return;
    const quest: QuestEventDto = { event: QUEST_VISIT_PRODUCT_PAGE, productSku, itemSku };
    // Best effort, like the tracking it rides with: a quest the backend did not count is not the shopper's problem.
    client.post('quest/publish-event', { json: quest }).catch(() => undefined);
    // Only a new product, item or member makes news; a new vendor, client or callback does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productSku, itemSku, userId]);
}
