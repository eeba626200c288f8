// Add-ons in the service section, before trade-in: for any item once its summary and the product config
// are known (no tag says which items have add-ons: the row asks, and shows nothing for one without).
import { addOnInstallationPath } from '@pdp/host-contract/links';
import { serviceRow } from '../../shared/feature/service-rows';
import { AddOnsRow } from './components/add-ons-row';

export default [
  serviceRow({
    id: 'add-ons',
    order: 60,
    Row: AddOnsRow,
    when: ({ itemSku, productId, summary, config }) =>
      summary && config
        ? { itemSku, insuranceEnabled: config.insuranceEnabled, installationPath: addOnInstallationPath(summary.urlFriendlyName, productId) }
        : null,
  }),
];
