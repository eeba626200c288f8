// The English catalogue, loaded as its own chunk the first time a shopper switches to English.
import type { PdpMessageId } from './messages.id';

const messagesEn: Record<PdpMessageId, string> = {
  'pdp.page.loading': 'Loading product…',
  'pdp.page.variantLoadFailed': 'Could not load the variant you chose.',
  'pdp.page.retry': 'Try again',
  'pdp.page.specialPage.comboList': 'Combo list',
  'pdp.page.specialPage.priceList': 'Price list',
  'pdp.page.specialPage.tradeIn': 'Trade-in',
  'pdp.page.specialPage.clickAndCollect': 'Click & Collect pickup points',
  'pdp.page.specialPage.addOnInstallation': 'Installation service',
  'pdp.breadcrumbs.label': 'Product categories',
  'pdp.breadcrumbs.home': 'Home',
  'pdp.gallery.imageAlt': '{name}, image {index} of {total}',
  'pdp.gallery.noImage': 'No product image yet',
  'pdp.price.label': 'Price',
  'pdp.price.listed': 'Price before discount',
  'pdp.price.discount': '{percentage}% off',
  'pdp.statistics.rating': 'Rated {rating} out of 5',
  'pdp.statistics.reviews': '{count} reviews',
  'pdp.statistics.sold': '{count} sold',
  'pdp.stock.limited': 'Only {count} left',
  'pdp.stock.outOfStock': 'Out of stock',
  'pdp.stock.comingSoon': 'Coming soon',
  'pdp.variant.groupLabel': 'Choose {name}',
  'pdp.variant.selectedValue': '{name}: {value}',
  'pdp.variant.unavailable': '{value} (unavailable)',
  'pdp.variant.unavailableReason': 'This combination is not available',
  'pdp.uiError.toast': 'Something went wrong here. Please try again later',
  'pdp.uiError.sectionFallback': 'This part cannot be shown yet.',
};

export default messagesEn;
