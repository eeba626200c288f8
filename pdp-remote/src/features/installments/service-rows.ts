// Installments in the service section, first: for an item tagged INSTALLMENT or INSTALLMENT_NON_CC, in
// v1 or v2 by the product config (asked once the config is known, so never both), with its page's path.
import { productPath } from '@pdp/host-contract/links';
import { serviceRow } from '../../shared/feature/service-rows';
import { InstallmentSummary } from './components/installment-summary';

export default [
  serviceRow({
    id: 'installments',
    order: 10,
    Row: InstallmentSummary,
    when: ({ itemSku, productId, storefront, summary, tags, config }) =>
      (tags.includes('INSTALLMENT') || tags.includes('INSTALLMENT_NON_CC')) && summary && config
        ? {
            itemSku,
            v2: config.newInstallmentsEnabled,
            highlighted: tags.includes('HIGHLIGHTED_INSTALLMENT'),
            pagePath: productPath({ vendor: storefront, productName: summary.urlFriendlyName, id: productId, secondaryPageName: 'installment' }),
          }
        : null,
  }),
];
