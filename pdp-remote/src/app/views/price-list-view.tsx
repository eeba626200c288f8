// The price list page (`/p/daftar-harga/:name/:id`): the item's price, its wholesale tiers and the
// price for any quantity.
import { useAtomValue } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { usePdpMessages } from '../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../shared/i18n/parts/details';
import { useMountProps } from '../../shared/mount/mount-context';
import { HostLink } from '../../shared/ui/host-link';
import { theme } from '../../shared/ui/theme';
import { ProductPrice } from '../../features/pricing/components/product-price';
import { usePriceSummary } from '../../features/price-summary/hooks/use-price-summary';
import { PriceSummaryPanel } from '../../features/price-summary/components/price-summary-panel';
import { WholesaleTiers } from '../../features/price-summary/components/wholesale-tiers';
import { productConfigAtom } from '../../shared/product-config/state/product-config-atoms';

function PriceListView({ summary, productId, productPath }: { summary: ProductSummaryDto; productId: string; productPath: string }) {
  const { t } = usePdpMessages(detailsMessages);
  const { vendor } = useMountProps();
  const config = useAtomValue(productConfigAtom);
  const { state, displayedPrice, setQuantity } = usePriceSummary({
    productId,
    summaryPrice: summary.price,
    vendor,
    contextualPriceEnable: config?.contextualPriceEnable ?? null,
  });
  return (
    <article css={{ maxWidth: 720, margin: '0 auto', padding: theme.space(4), display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <HostLink to={productPath}>‹ {t('pdp.description.backToProduct')}</HostLink>
      <h1 css={{ margin: 0, fontSize: 22 }}>{t('pdp.priceList.title', { name: summary.name })}</h1>
      <ProductPrice price={displayedPrice} />
      <WholesaleTiers tiers={state?.priceSummary?.wholesale ?? []} />
      <PriceSummaryPanel
        state={state}
        maxQuantity={summary.details?.maxQuantity ?? summary.stock ?? 1}
        pickup={summary.fulfillmentTypes.selected === 'pickup'}
        unitPrice={displayedPrice.offered}
        onQuantityChange={setQuantity}
      />
    </article>
  );
}

/** The default export: what the page loads lazily (app/below-the-fold.ts). */
export default PriceListView;
