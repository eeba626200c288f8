// The sections below the first screen, each loaded when it comes near the viewport: service,
// description, seller, reviews, discussion, the remote's own sections, and recently viewed. A shopper
// back from login with a reviews or discussion action to finish is taken to its section, which then
// loads and finishes it.
import type { ReactNode } from 'react';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { PageSection } from '../section-nav';
import { SectionBoundary } from '../section-boundary';
import { Deferred } from '../deferred';
import { LazyDescriptionSection, LazyDiscussionSection, LazyRecentlyViewed, LazyReviewsSection, LazySellerCard, LazyServiceList } from '../below-the-fold';
import { useResumeScroll } from '../use-resume-scroll';
import type { PageSectionPart, SectionId } from '../../../shared/feature/page-slots';

const SERVICE_PLACEHOLDER_HEIGHT = 160;
const DESCRIPTION_PLACEHOLDER_HEIGHT = 320;
/** The seller's row (48 px) and the report line (44 px) with the gap between (the chat line, when there is one, loads below the first screen). */
const SELLER_PLACEHOLDER_HEIGHT = 100;
const REVIEWS_PLACEHOLDER_HEIGHT = 480;
const DISCUSSION_PLACEHOLDER_HEIGHT = 240;

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

export function BelowTheFoldSections({ summary, productId, descriptionPath, hasService, extraSections }: BelowTheFoldSectionsProps) {
  const { details } = summary;
  useResumeScroll();
  return (
    <>
      {hasService && details && (
        <DeferredSection id="service" minHeight={SERVICE_PLACEHOLDER_HEIGHT}>
          <LazyServiceList details={details} itemSku={summary.itemSku} />
        </DeferredSection>
      )}
      <DeferredSection id="description" minHeight={DESCRIPTION_PLACEHOLDER_HEIGHT}>
        <LazyDescriptionSection productId={productId} descriptionPath={descriptionPath} />
      </DeferredSection>
      <DeferredSection id="seller" minHeight={SELLER_PLACEHOLDER_HEIGHT}>
        <LazySellerCard summary={summary} productId={productId} />
      </DeferredSection>
      <DeferredSection id="reviews" minHeight={REVIEWS_PLACEHOLDER_HEIGHT}>
        <LazyReviewsSection productSku={summary.productSku} productName={summary.name} productId={productId} urlFriendlyName={summary.urlFriendlyName} />
      </DeferredSection>
      <DeferredSection id="discussion" minHeight={DISCUSSION_PLACEHOLDER_HEIGHT}>
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
}
