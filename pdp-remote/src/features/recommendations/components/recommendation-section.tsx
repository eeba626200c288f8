// The recommendation section of the retail page (spec §2 sections, §7, §9), below the reviews and
// the discussion: similar products, the store's ads, more of the campaign (for a product in one),
// then more picks from the product-page placement, each list 18
// cards at most, loaded when the section comes near the viewport. Each card carries its position and
// the answer's trace id for tracking. A list that fails says so with a retry and the other keeps
// working; an empty list shows nothing. Below them, brands to explore with the brand ad
// (brand-picks.tsx), then the infinite feed (infinite-recommendations.tsx).
import type { ProductSummaryDto } from '@pdp/shared-contracts';
import { RECOMMENDATION_PLACEMENTS } from '@pdp/shared-contracts';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { RecommendationCards } from '../../../shared/tracking/recommendation-cards';
import { theme } from '../../../shared/ui/theme';
import { getRecommendations, type RecommendationsQuery } from '../api/get-recommendations';
import { BrandPicks } from './brand-picks';
import { InfiniteRecommendations } from './infinite-recommendations';

/** A list's read: one per placement, as a keyed request holds one answer at a time. */
const listRequest = () => keyedRequest(({ productId, placement }: RecommendationsQuery) => `${productId}|${placement}`, getRecommendations);
const LISTS = [
  { placement: RECOMMENDATION_PLACEMENTS.similar, title: 'pdp.recommendations.similar', request: listRequest() },
  // The store's sponsored products, titled as ads (spec §9 seller ads placement).
  { placement: RECOMMENDATION_PLACEMENTS.sellerAds, title: 'pdp.recommendations.sellerAds', request: listRequest() },
  // Only for a product in a campaign (spec §9 campaign placement).
  { placement: RECOMMENDATION_PLACEMENTS.campaign, title: 'pdp.recommendations.campaign', request: listRequest(), onlyInCampaign: true },
  { placement: RECOMMENDATION_PLACEMENTS.productPage, title: 'pdp.recommendations.forYou', request: listRequest() },
] as const;

type ListProps = Omit<(typeof LISTS)[number], 'onlyInCampaign'> & { productId: string };

function RecommendationList({ productId, placement, title, request }: ListProps) {
  const { t } = usePdpMessages(detailsMessages);
  const { vendor } = useMountProps();
  const { state, retry } = useKeyedRequest(request, { productId, placement });
  const items = state?.status === 'loaded' ? (state.data ?? []) : [];
  if (state?.status === 'loaded' && items.length === 0) return null;
  const headingId = `recommendations-${placement}`;
  return (
    <section aria-labelledby={headingId} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 }}>
      <h3 id={headingId} css={{ fontSize: 16, margin: 0 }}>
        {t(title)}
      </h3>
      {(!state || state.status === 'loading') && (
        <p role="status" css={{ margin: 0, color: theme.color.muted }}>
          {t('pdp.recommendations.loading')}
        </p>
      )}
      {state?.status === 'failed' && <InlineAlert message={t('pdp.recommendations.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {items.length > 0 && <RecommendationCards items={items} vendor={vendor} placement={placement} />}
    </section>
  );
}

export function RecommendationSection({ summary, productId }: { summary: ProductSummaryDto; productId: string }) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}>
      {LISTS.filter((list) => !('onlyInCampaign' in list) || Boolean(summary.details?.campaignInfo)).map(({ placement, title, request }) => (
        <RecommendationList key={placement} productId={productId} placement={placement} title={title} request={request} />
      ))}
      <BrandPicks productId={productId} />
      <InfiniteRecommendations productId={productId} />
    </div>
  );
}

/** The default export: what the page loads lazily (app/retail-page-parts.ts). */
export default RecommendationSection;
