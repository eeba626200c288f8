// The grocery remote's own English messages, a lazy chunk with the retail English catalogue.
import type { GroceryMessageId } from './messages.id';

const groceryMessagesEn: Record<GroceryMessageId, string> = {
  'grocery.label.pageType': 'Grocery',
  'grocery.label.sellerGroup.RANCH': 'Ranch Market',
  'grocery.label.sellerGroup.MARKETPLACE_FRESH': 'Pasarku Fresh',

  'grocery.wiki.open': 'About grocery shopping',
  'grocery.label.dailyPromo': 'Daily shopping deals',
  'grocery.wiki.loading': 'Loading…',
  'grocery.wiki.failed': 'Could not load the grocery shopping guide.',

  'grocery.store.label': 'Shopping at',
  'grocery.store.distance': '{distance, number} km from you',
  'grocery.store.change': 'Change store',
  'grocery.store.choose': 'Choose a store',
  'grocery.store.none': 'No store near you sells this product yet.',
  'grocery.store.unserviceable': '{name} does not deliver to your address yet. Choose another store for delivery.',
  'grocery.store.outOfReach': 'Does not reach your address',

  'grocery.location.useDevice': 'Use my current location',
  'grocery.location.locating': 'Finding your location…',
  'grocery.location.failed': 'Could not load your location. Try again in a moment.',
  'grocery.location.invalid': 'That location is not valid. Make sure you are in Indonesia and try again.',
  'grocery.location.permissionOff': 'Location permission is off. Allow location in your browser to use your current location.',

  'grocery.delivery.label': 'Delivery time',
  'grocery.delivery.loading': 'Loading delivery times…',
  'grocery.delivery.failed': 'Could not load delivery times.',
  'grocery.delivery.turnedOff': 'This store is not delivering right now.',
  'grocery.delivery.none': 'This store has no delivery times yet.',
  'grocery.delivery.type.DELIVER_NOW': 'Deliver now',
  'grocery.delivery.type.SCHEDULED_DELIVERY': 'Scheduled',
  'grocery.delivery.slot': '{day}, {start}–{end}',
  'grocery.delivery.fee': 'Delivery {price}',
  'grocery.delivery.changeSlot': 'Change time',

  'grocery.slotPicker.title': 'Choose a delivery time',
  'grocery.slotPicker.from': 'Delivered from {name}',
  'grocery.slotPicker.none': 'No delivery time is left.',
  'grocery.slotPicker.window': '{start}–{end}',
  'grocery.slotPicker.slotName': '{type}, {slot}',
  'grocery.slotPicker.confirm': 'Use this time',

  'grocery.pickup.at': 'Pick up at {name}',
  'grocery.pickup.next': 'Ready for pickup {day}, {open}–{close}',

  'grocery.buying.blocked.delivery': 'Choose a store and a time that deliver to your address to buy this product.',
  'grocery.buying.blocked.pickup': 'This product cannot be picked up at this store yet.',

  'grocery.nearby.title': 'Nearby stores',
  'grocery.nearby.loading': 'Looking for nearby stores…',
  'grocery.nearby.failed': 'Could not load nearby stores.',
  'grocery.nearby.needsLocation': 'Set your location to see nearby stores.',
  'grocery.nearby.noMatch': 'No {group} store near you sells this product.',
  'grocery.nearby.current': 'Serving you',
  'grocery.nearby.shopHere': 'Shop here',
  'grocery.nearby.shopHereNamed': 'Shop here: {name}',

  'grocery.picker.title': 'Choose a store',
  'grocery.picker.aroundYou': 'Stores around you',
  'grocery.picker.aroundCentre': 'Your location is not set. These are stores around the city centre.',
  'grocery.picker.loading': 'Loading stores…',
  'grocery.picker.failed': 'Could not load the stores.',
  'grocery.picker.empty': 'No store around you yet.',
  'grocery.picker.selected': 'Selected',
  'grocery.picker.choose': 'Choose',
  'grocery.picker.chooseNamed': 'Choose {name}',

  'grocery.checkoutSummary.title': 'Grocery bag at {name}',
  'grocery.checkoutSummary.items': '{count, plural, one {# item} other {# items}} · {subtotal}',
  'grocery.checkoutSummary.deliveryFee': 'Delivery {amount}',
  'grocery.checkoutSummary.freeDelivery': 'You get free delivery.',
  'grocery.checkoutSummary.freeDeliveryLeft': 'Spend {amount} more for free delivery.',
  'grocery.checkoutSummary.minimumOrder': 'Spend at least {amount} to check out.',
  'grocery.checkoutSummary.seeBag': 'See grocery bag',

  'grocery.recommendations.loading': 'Loading recommendations…',
  'grocery.recommendations.failed': 'Could not load recommendations.',
};

export default groceryMessagesEn;
