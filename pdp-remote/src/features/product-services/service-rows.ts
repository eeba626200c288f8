// The services (USPs, the warranty, the return policy, pay-later) in the service section, on every item:
// they read the item's details, not its summary, so they stay while a picked variant's summary loads.
import { serviceRow } from '../../shared/feature/service-rows';
import { ServiceList } from './components/service-list';

export default [
  serviceRow({
    id: 'services',
    order: 30,
    Row: ServiceList,
    when: ({ details, itemSku }) => ({ details, itemSku }),
  }),
];
