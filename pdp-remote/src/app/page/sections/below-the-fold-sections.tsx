// The sections below the first screen, each loaded when it comes near the viewport: service,
// description, seller, reviews, discussion, the remote's own sections, and recently viewed. A shopper
// back from login with a reviews or discussion action to finish is taken to its section, which then
// loads and finishes it.
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { PageSection } from '../section-nav';
import { SectionBoundary } from '../section-boundary';
import { Deferred } from '../deferred';
import { LazyDescriptionSection, LazyDiscussionSection, LazyRecentlyViewed, LazyReviewsSection, LazySellerCard, LazyServiceList } from '../below-the-fold';
import { useResumeScroll } from '../use-resume-scroll';
import type { PageSectionPart } from '../../../shared/feature/page-slots';

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

export function BelowTheFoldSections({ summary, productId, descriptionPath, hasService, extraSections }: BelowTheFoldSectionsProps) {
  const { details } = summary;
  useResumeScroll();
  return (
    <>
      {hasService && details && (
        <PageSection id="service" titled>
          <SectionBoundary>
            <Deferred minHeight={160}>
              <LazyServiceList details={details} itemSku={summary.itemSku} />
            </Deferred>
          </SectionBoundary>
        </PageSection>
      )}
      <PageSection id="description" titled>
        <SectionBoundary>
          <Deferred minHeight={320}>
            <LazyDescriptionSection productId={productId} descriptionPath={descriptionPath} />
          </Deferred>
        </SectionBoundary>
      </PageSection>
      <PageSection id="seller" titled>
        <SectionBoundary>
          <Deferred minHeight={SELLER_PLACEHOLDER_HEIGHT}>
            <LazySellerCard summary={summary} productId={productId} />
          </Deferred>
        </SectionBoundary>
      </PageSection>
      <PageSection id="reviews" titled>
        <SectionBoundary>
          <Deferred minHeight={REVIEWS_PLACEHOLDER_HEIGHT}>
            <LazyReviewsSection productSku={summary.productSku} productName={summary.name} productId={productId} urlFriendlyName={summary.urlFriendlyName} />
          </Deferred>
        </SectionBoundary>
      </PageSection>
      <PageSection id="discussion" titled>
        <SectionBoundary>
          <Deferred minHeight={DISCUSSION_PLACEHOLDER_HEIGHT}>
            <LazyDiscussionSection productId={`ps--${summary.productSku}`} />
          </Deferred>
        </SectionBoundary>
      </PageSection>
      {extraSections.map(({ id, deferredHeight, Component }) => (
        <PageSection key={id} id={id} titled>
          <SectionBoundary>
            <Deferred minHeight={deferredHeight}>
              <Component summary={summary} productId={productId} />
            </Deferred>
          </SectionBoundary>
        </PageSection>
      ))}
      <SectionBoundary>
        <Deferred minHeight={0}>
          <LazyRecentlyViewed itemSku={summary.itemSku} productSku={summary.productSku} />
        </Deferred>
      </SectionBoundary>
    </>
  );
}
