// The English messages of the saved addresses and the pin step, in the address feature's English chunk.
import type { AddressMessageId } from './address.messages.id';

const addressMessagesEn: Record<AddressMessageId, string> = {
  'pdp.address.savedTitle': 'Saved addresses',
  'pdp.address.savedLoading': 'Loading your saved addresses…',
  'pdp.address.savedFailed': 'Your saved addresses could not be loaded.',
  'pdp.address.savedEmpty': 'No saved addresses yet.',
  'pdp.address.useSaved': 'Use this address',
  'pdp.address.useSavedNamed': 'Use this address: {recipient}, {address}',
  'pdp.address.noPin': 'No location pin yet',
  'pdp.address.regionTitle': 'Choose a region',
  'pdp.pin.title': 'Set a location pin',
  'pdp.pin.intro': 'Set the location pin of your address in {label}, so couriers can deliver there.',
  'pdp.pin.useDevice': 'Use my current location',
  'pdp.pin.locating': 'Finding your location…',
  'pdp.pin.located': 'The pin moved to your current location.',
  'pdp.pin.search': 'Search a district or sub-district',
  'pdp.pin.searching': 'Searching the regions…',
  'pdp.pin.results': 'Matching regions',
  'pdp.pin.noResults': 'No region matches.',
  'pdp.pin.placeAt': 'Move the pin to {name}',
  'pdp.pin.placed': 'The pin moved to {name}.',
  'pdp.pin.latitude': 'Latitude',
  'pdp.pin.longitude': 'Longitude',
  'pdp.pin.save': 'Save location pin',
  'pdp.map.loadFailed': 'The map failed to load.',
  'pdp.map.locateFailed': 'Could not load your location. Try again in a moment.',
  'pdp.map.invalid': 'That location is not valid. Make sure the pin is in Indonesia and try again.',
  'pdp.map.permissionOff': 'Location permission is off. Allow location in your browser to use your current location.',
};

export default addressMessagesEn;
