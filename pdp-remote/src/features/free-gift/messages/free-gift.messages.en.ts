// The English messages of free gifts, a chunk of their own.
import type { FreeGiftMessageId } from './free-gift.messages.id';

const freeGiftMessagesEn: Record<FreeGiftMessageId, string> = {
  'pdp.gift.title': 'Free gift',
  'pdp.gift.loading': 'Loading gifts…',
  'pdp.gift.failed': 'Could not load the gifts.',
  'pdp.gift.none': 'No gifts for this variant.',
  'pdp.gift.open': 'Choose gifts',
  'pdp.gift.criteria.AMOUNT': 'With a purchase of at least {amount}',
  'pdp.gift.criteria.QUANTITY': 'When you buy at least {count} items',
  'pdp.gift.max': 'Choose up to {max} gifts',
  'pdp.gift.selectFirst': 'Pick the first {max}',
  'pdp.gift.clear': 'Clear all',
  'pdp.gift.quantity': 'Quantity: {count}',
  'pdp.gift.add': 'Buy with gifts',
  'pdp.gift.adding': 'Adding…',
  'pdp.gift.added': 'The product and gifts are in your bag.',
  'pdp.gift.viewBag': 'View bag',
  'pdp.gift.chooseOne': 'Choose at least one gift.',
  'pdp.gift.notMet': 'Not eligible yet: buy more to get the gift.',
};

export default freeGiftMessagesEn;
