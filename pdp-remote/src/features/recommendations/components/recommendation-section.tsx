// The recommendation section of the retail page (spec §2 sections, §7, §9), below the reviews and
// the discussion: similar products, the store's ads, more of the campaign (for a product in one),
// then more picks from the product-page placement, each list 18
// cards at most, loaded when the section comes near the viewport. Each card carries its position and
// the answer's trace id for tracking. A list that fails says so with a retry and the other keeps
// working; an empty list shows nothing. The store's ads show only while the product config's
// `sellerAdsEnabled` is on (spec §6). Below them, brands to explore with the brand ad
// (brand-picks.tsx), then the infinite feed (infinite-recommendations.tsx).
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { useAtomValue } from 'jotai';
import { RECOMMENDATION_PLACEMENTS } from '@pdp/backend-api/recommendations';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { productConfigAtom } from '../../../shared/product-config/state/product-config-atoms';
import { DEFAULT_PRODUCT_CONFIG } from '../../../shared/product-config/model/product-config';
import { theme } from '../../../shared/ui/theme';
import { getRecommendations, type RecommendationsQuery } from '../api/get-recommendations';
import { BrandPicks } from './brand-picks';
import { InfiniteRecommendations } from './infinite-recommendations';
import { RecommendationList } from './recommendation-list';

/** A list's read: one per placement, as a keyed request holds one answer at a time. */
const listRequest = () => keyedRequest(({ productId, placement }: RecommendationsQuery) => `${productId}|${placement}`, getRecommendations);
const LISTS = [
  { placement: RECOMMENDATION_PLACEMENTS.similar, title: 'pdp.recommendations.similar', request: listRequest() },
  // The store's sponsored products, titled as ads (spec §9 seller ads placement).
  { placement: RECOMMENDATION_PLACEMENTS.sellerAds, title: 'pdp.recommendations.sellerAds', request: listRequest(), onlyWithSellerAds: true },
  // Only for a product in a campaign (spec §9 campaign placement).
  { placement: RECOMMENDATION_PLACEMENTS.campaign, title: 'pdp.recommendations.campaign', request: listRequest(), onlyInCampaign: true },
  { placement: RECOMMENDATION_PLACEMENTS.productPage, title: 'pdp.recommendations.forYou', request: listRequest() },
] as const;

type ListProps = Omit<(typeof LISTS)[number], 'onlyInCampaign' | 'onlyWithSellerAds'> & { productId: string };

function PlacementList({ productId, placement, title, request }: ListProps) {
  const { t } = usePdpMessages(detailsMessages);
  const { state, retry } = useKeyedRequest(request, { productId, placement });
  return (
    <RecommendationList
      headingId={`recommendations-${placement}`}
      title={t(title)}
      status={state?.status ?? 'idle'}
      items={state?.status === 'loaded' ? (state.data ?? []) : []}
      placement={placement}
      labels={{ loading: t('pdp.recommendations.loading'), failed: t('pdp.recommendations.failed'), retry: t('pdp.page.retry') }}
      onRetry={retry}
    />
  );
}

function RecommendationSection({ summary, productId }: { summary: ProductSummaryDto; productId: string }) {
  const { sellerAdsEnabled } = useAtomValue(productConfigAtom) ?? DEFAULT_PRODUCT_CONFIG;
  const shown = LISTS.filter(
    (list) => (!('onlyInCampaign' in list) || Boolean(summary.details?.campaignInfo)) && (!('onlyWithSellerAds' in list) || sellerAdsEnabled),
  );
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}>
      {shown.map(({ placement, title, request }) => (
        <PlacementList key={placement} productId={productId} placement={placement} title={title} request={request} />
      ))}
      <BrandPicks productId={productId} />
      <InfiniteRecommendations productId={productId} />
    </div>
  );
}

/** The default export: what the page loads lazily (app/retail-page-parts.ts). */
export default RecommendationSection;
