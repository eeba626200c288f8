// The sections below the first screen, each loaded when it comes near the viewport: service,
// description, seller, reviews, discussion, the remote's own sections, and recently viewed. A shopper
// back from login with a reviews or discussion action to finish is taken to its section, which then
// loads and finishes it.
import { memo, type ReactNode } from 'react';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { PageSection } from '../section-nav';
import { SectionBoundary } from '../section-boundary';
import { Deferred } from '../deferred';
import { LazyDescriptionSection, LazyDiscussionSection, LazyRecentlyViewed, LazyReviewsSection, LazySellerCard, LazyServiceList } from '../below-the-fold';
import { useResumeScroll } from '../use-resume-scroll';
import type { PageSectionPart, SectionId } from '../../../shared/feature/page-slots';

/** The height each section holds until it loads. */
const PLACEHOLDER_HEIGHT = {
  service: 160,
  description: 320,
  /** The seller's row (48 px) and the report line (44 px) with the gap between (the chat line, when there is one, loads below the first screen). */
  seller: 100,
  reviews: 480,
  discussion: 240,
} as const;

interface BelowTheFoldSectionsProps {
  summary: ProductSummaryDto;
  productId: string;
  descriptionPath: string;
  hasService: boolean;
  extraSections: readonly PageSectionPart[];
}

/** A titled section of the page, loaded when it comes near the viewport, holding `minHeight` until then. */
function DeferredSection({ id, minHeight, children }: { id: SectionId; minHeight: number; children: ReactNode }) {
  return (
    <PageSection id={id} titled>
      <SectionBoundary>
        <Deferred minHeight={minHeight}>{children}</Deferred>
      </SectionBoundary>
    </PageSection>
  );
}

/** Memoised: a quantity step or the price summary's answer re-renders the first screen, not these. */
export const BelowTheFoldSections = memo(function BelowTheFoldSections({
  summary,
  productId,
  descriptionPath,
  hasService,
  extraSections,
}: BelowTheFoldSectionsProps) {
  const { details } = summary;
  useResumeScroll();
  return (
    <>
      {hasService && details && (
        <DeferredSection id="service" minHeight={PLACEHOLDER_HEIGHT.service}>
          <LazyServiceList details={details} itemSku={summary.itemSku} />
        </DeferredSection>
      )}
      <DeferredSection id="description" minHeight={PLACEHOLDER_HEIGHT.description}>
        <LazyDescriptionSection productId={productId} descriptionPath={descriptionPath} />
      </DeferredSection>
      <DeferredSection id="seller" minHeight={PLACEHOLDER_HEIGHT.seller}>
        <LazySellerCard summary={summary} productId={productId} />
      </DeferredSection>
      <DeferredSection id="reviews" minHeight={PLACEHOLDER_HEIGHT.reviews}>
        <LazyReviewsSection productSku={summary.productSku} productName={summary.name} productId={productId} urlFriendlyName={summary.urlFriendlyName} />
      </DeferredSection>
      <DeferredSection id="discussion" minHeight={PLACEHOLDER_HEIGHT.discussion}>
        <LazyDiscussionSection productId={`ps--${summary.productSku}`} />
      </DeferredSection>
      {extraSections.map(({ id, deferredHeight, Component }) => (
        <DeferredSection key={id} id={id} minHeight={deferredHeight}>
          <Component summary={summary} productId={productId} />
        </DeferredSection>
      ))}
      <SectionBoundary>
        <Deferred minHeight={0}>
          <LazyRecentlyViewed itemSku={summary.itemSku} productSku={summary.productSku} />
        </Deferred>
      </SectionBoundary>
    </>
  );
});
