// The English messages of combo bundles, a chunk of their own.
import type { ComboMessageId } from './combo.messages.id';

const comboMessagesEn: Record<ComboMessageId, string> = {
  'pdp.combo.title': 'Combo deal',
  'pdp.combo.loading': 'Loading the combo…',
  'pdp.combo.failed': 'Could not load the combo.',
  'pdp.combo.none': 'No combo for this variant.',
  'pdp.combo.open': 'See the combo',
  'pdp.combo.primary': 'This product',
  'pdp.combo.unavailable': 'Not available',
  'pdp.combo.prices': '{combo} (was {offered})',
  'pdp.combo.total': 'Combo total {total}',
  'pdp.combo.saving': 'You save {amount}',
  'pdp.combo.add': 'Add the combo to bag',
  'pdp.combo.adding': 'Adding…',
  'pdp.combo.added': 'The combo is in your bag.',
  'pdp.combo.viewBag': 'View bag',
  'pdp.combo.chooseFirst': 'Choose a complementary product first.',
  'pdp.combo.listPage': 'See the combo list',
  'pdp.combo.bundlingCatalog': 'See the bundle catalog',
  'pdp.combo.listPageTitle': 'Combo list',
};

export default comboMessagesEn;
