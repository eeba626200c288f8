// The service section with what it needs of the page: the services (product-services) and, for an
// item tagged for installments, its installments (spec §1, §3) in v1 or v2 by the product config's
// `newInstallmentsEnabled` (asked once the config is known, so never both), and for a vehicle tagged
// INSTALLMENT_SIMULATION its loan simulation (a chunk of its own), and for an item tagged SUBSCRIPTION
// its subscription offer, and for one sold in quantity (WHOLESALE) asking for a quote, and the add-ons
// (insurances behind the config's switch) and the trade-in row, each shown for an item that has them:
// on retail and grocery alike, as the item's data says (decisions 0068, 0087). In the section's chunk,
// so the first load carries none of them.
import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import type { ProductDetailsDto } from '@pdp/backend-api/backend';
import { addOnInstallationPath, productPath, tradeInPath } from '@pdp/host-contract/links';
import { itemProductId } from '@pdp/host-contract/product-id';
import { storefrontOf } from '@pdp/host-contract/remotes';
import { useMountProps } from '../../shared/mount/mount-context';
import { theme } from '../../shared/ui/theme';
import { ServiceList } from '../../features/product-services/components/service-list';
import { InstallmentSummary } from '../../features/installments/components/installment-summary';
import { TradeInRow } from '../../features/trade-in/components/trade-in-row';
import { AddOnsRow } from '../../features/add-ons/components/add-ons-row';
import { SubscriptionRow } from '../../features/subscription/components/subscription-row';
import { QuoteRow } from '../../features/quote/components/quote-row';
import { productConfigAtom } from '../../shared/product-config/state/product-config-atoms';
import { summaryStateAtom } from '../../features/product-summary/state/product-summary-atoms';

/** Only vehicles have it: a chunk of its own. */
const LoanSimulation = lazy(() => import('../../features/loan-simulation/components/loan-simulation'));
/**
 * The simulation's form before any tenor, held while its chunk and options load so nothing below moves:
 * measured in Chromium at 360 px (its wrapping fields and suggestions) and from the desktop breakpoint.
 */
const LOAN_FORM_HEIGHT = { [theme.breakpoint.desktop]: { minHeight: 400 }, minHeight: 490 };

export default function ServiceSection({ details, itemSku }: { details: ProductDetailsDto; itemSku: string }) {
  const { vendor } = useMountProps();
  const config = useAtomValue(productConfigAtom);
  const { summary } = useAtomValue(summaryStateAtom);
  const tags = summary?.itemSku === itemSku ? summary.tags : [];
  const storefront = storefrontOf(vendor);
  const productId = itemProductId(itemSku);
  const installments = tags.includes('INSTALLMENT') || tags.includes('INSTALLMENT_NON_CC');
  const loanSimulation = summary && tags.includes('INSTALLMENT_SIMULATION');
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      {installments && summary && config && (
        <InstallmentSummary
          itemSku={itemSku}
          v2={config.newInstallmentsEnabled}
          highlighted={tags.includes('HIGHLIGHTED_INSTALLMENT')}
          pagePath={productPath({ vendor: storefront, productName: summary.urlFriendlyName, id: productId, secondaryPageName: 'installment' })}
        />
      )}
      {loanSimulation && (
        <div css={LOAN_FORM_HEIGHT}>
          <Suspense fallback={null}>
            <LoanSimulation key={itemSku} itemSku={itemSku} price={summary.price.offered} />
          </Suspense>
        </div>
      )}
      <ServiceList details={details} itemSku={itemSku} />
      {tags.includes('SUBSCRIPTION') && <SubscriptionRow itemSku={itemSku} onboarding={config?.subscriptionOnboardingEnabled === true} />}
      {tags.includes('WHOLESALE') && <QuoteRow itemSku={itemSku} />}
      {summary && config && (
        <AddOnsRow itemSku={itemSku} insuranceEnabled={config.insuranceEnabled} installationPath={addOnInstallationPath(summary.urlFriendlyName, productId)} />
      )}
      {summary && <TradeInRow itemSku={itemSku} pagePath={tradeInPath(summary.urlFriendlyName, productId)} />}
    </div>
  );
}
