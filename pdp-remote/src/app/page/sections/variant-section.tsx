// Variant, the section where the shopper chooses: the options, the quantity with the price summary,
// and the wholesale tiers (below the stepper, so nothing above moves when they arrive).
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { priceListPath } from '@pdp/host-contract/links';
import { VariantPicker } from '../../../features/variant-selection/components/variant-picker';
import { PriceSummaryPanel } from '../../../features/price-summary/components/price-summary-panel';
import { WholesaleTiers } from '../../../features/price-summary/components/wholesale-tiers';
import { PageSection } from '../section-nav';
import { SectionBoundary } from '../section-boundary';
import type { usePageQuantity } from '../use-page-quantity';

interface VariantSectionProps {
  summary: ProductSummaryDto;
  productId: string;
  busy: boolean;
  onPickVariant: (itemSku: string) => void;
  pageQuantity: ReturnType<typeof usePageQuantity>;
  inStorePickup: boolean;
}

export function VariantSection({ summary, productId, busy, onPickVariant, pageQuantity, inStorePickup }: VariantSectionProps) {
  const { priceState, maxQuantity, displayedPrice, setQuantity, wholesale } = pageQuantity;
  return (
    <PageSection id="variant">
      <SectionBoundary>
        <VariantPicker attributes={summary.attributes} options={summary.options} busy={busy} onPick={onPickVariant} />
      </SectionBoundary>
      <SectionBoundary>
        <PriceSummaryPanel
          state={priceState}
          maxQuantity={maxQuantity}
          pickup={inStorePickup}
          unitPrice={displayedPrice.offered}
          onQuantityChange={setQuantity}
        />
      </SectionBoundary>
      <SectionBoundary>
        <WholesaleTiers tiers={wholesale} expected={summary.tags.includes('WHOLESALE')} priceListPath={priceListPath(summary.urlFriendlyName, productId)} />
      </SectionBoundary>
    </PageSection>
  );
}
