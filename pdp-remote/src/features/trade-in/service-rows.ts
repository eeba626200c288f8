// Trade-in in the service section, last: for any item once its summary is known (no tag says which items
// trade: the row asks, and shows nothing for one that does not).
import { tradeInPath } from '@pdp/host-contract/links';
import { serviceRow } from '../../shared/feature/service-rows';
import { TradeInRow } from './components/trade-in-row';

export default [
  serviceRow({
    id: 'trade-in',
    order: 70,
    Row: TradeInRow,
    when: ({ itemSku, productId, summary }) => (summary ? { itemSku, pagePath: tradeInPath(summary.urlFriendlyName, productId) } : null),
  }),
];
