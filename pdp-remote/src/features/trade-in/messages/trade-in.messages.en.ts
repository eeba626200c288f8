// The English messages of trade-in, in the services' English chunk.
import type { TradeInMessageId } from './trade-in.messages.id';

const tradeInMessagesEn: Record<TradeInMessageId, string> = {
  'pdp.tradeIn.title': 'Trade-in',
  'pdp.tradeIn.saveUpTo': 'Trade in your old device and save up to {amount}.',
  'pdp.tradeIn.seeDevices': 'See the devices you can trade in',
  'pdp.tradeIn.intro': 'Trade in your old device when you buy this product and get up to {amount} off.',
  'pdp.tradeIn.notEligible': 'This product cannot be bought with a trade-in.',
  'pdp.tradeIn.loading': 'Loading trade-in…',
  'pdp.tradeIn.failed': 'Trade-in could not be loaded.',
  'pdp.tradeIn.devices': 'Devices you can trade in',
  'pdp.tradeIn.devicesFailed': 'The devices you can trade in could not be loaded.',
  'pdp.tradeIn.noDevices': 'No devices can be traded in yet.',
  'pdp.tradeIn.upTo': 'up to {amount}',
  'pdp.tradeIn.start': 'Trade in on the app',
  'pdp.tradeIn.downloadTitle': 'Get the app first',
  'pdp.tradeIn.downloadBody': 'Trade-in happens on the app: your device is appraised there, and the discount applies at checkout.',
  'pdp.tradeIn.googlePlay': 'Get it on Google Play',
  'pdp.tradeIn.appStore': 'Download on the App Store',
};

export default tradeInMessagesEn;
