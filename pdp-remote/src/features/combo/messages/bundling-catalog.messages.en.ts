// The English messages of the bundling catalog page.
import type { BundlingCatalogMessageId } from './bundling-catalog.messages.id';

const bundlingCatalogMessagesEn: Record<BundlingCatalogMessageId, string> = {
  'pdp.bundle.title': 'Bundle catalog',
  'pdp.bundle.loading': 'Loading the bundle…',
  'pdp.bundle.failed': 'Could not load the bundle.',
  'pdp.bundle.unavailableBundle': 'This bundle is not available.',
  'pdp.bundle.items': 'In the bundle',
  'pdp.bundle.primary': 'Main product',
  'pdp.bundle.unavailable': 'Not available',
  'pdp.bundle.prices': '{combo} in the bundle (was {offered})',
  'pdp.bundle.add': '+ Bag',
  'pdp.bundle.addItem': 'Add {name} to the bag',
  'pdp.bundle.adding': 'Adding…',
  'pdp.bundle.added': 'Added to the bag.',
  'pdp.bundle.viewBag': 'View bag',
};

export default bundlingCatalogMessagesEn;
