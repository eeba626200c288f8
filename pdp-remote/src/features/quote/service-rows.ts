// Asking for a quote in the service section, after subscription: for an item sold in quantity (tagged WHOLESALE).
import { serviceRow } from '../../shared/feature/service-rows';
import { QuoteRow } from './components/quote-row';

export default [
  serviceRow({
    id: 'quote',
    order: 50,
    Row: QuoteRow,
    when: ({ itemSku, tags }) => (tags.includes('WHOLESALE') ? { itemSku } : null),
  }),
];
