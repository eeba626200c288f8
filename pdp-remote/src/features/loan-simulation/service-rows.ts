// The loan simulation in the service section, after installments: for a vehicle tagged
// INSTALLMENT_SIMULATION, once its summary (its price, the most a down payment may be) is the item's.
import { serviceRow } from '../../shared/feature/service-rows';
import LoanSimulationRow from './components/loan-simulation-row';

export default [
  serviceRow({
    id: 'loan-simulation',
    order: 20,
    Row: LoanSimulationRow,
    when: ({ itemSku, summary, tags }) => (summary && tags.includes('INSTALLMENT_SIMULATION') ? { itemSku, price: summary.price.offered } : null),
  }),
];
