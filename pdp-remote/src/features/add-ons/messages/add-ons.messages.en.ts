// The English messages of add-ons, in the services' English chunk.
import type { AddOnsMessageId } from './add-ons.messages.id';

const addOnsMessagesEn: Record<AddOnsMessageId, string> = {
  'pdp.addOns.title': 'Extra services',
  'pdp.addOns.installation': 'Installation',
  'pdp.addOns.insurance': 'Insurance',
  'pdp.addOns.price': '+{price}',
  'pdp.addOns.installationDetails': 'See installation details',
  'pdp.addOns.notAvailable': 'This service is not available. Please remove it.',
  'pdp.addOns.remove': 'Remove service',
  'pdp.addOns.checkFailed': 'The service’s availability could not be checked.',
  'pdp.addOns.pageTitle': 'Installation services',
  'pdp.addOns.pageEmpty': 'This product has no installation service.',
  'pdp.addOns.loading': 'Loading services…',
  'pdp.addOns.failed': 'Installation services could not be loaded.',
};

export default addOnsMessagesEn;
