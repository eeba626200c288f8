// The English messages of the details below the fold: description and specifications, seller, recently viewed, price list, a chunk of their own.
import type { DetailsMessageId } from './details.messages.id';

const detailsMessagesEn: Record<DetailsMessageId, string> = {
  'pdp.description.empty': 'The seller has not written a description yet.',
  'pdp.description.failed': 'Could not load the description.',
  'pdp.description.pageTitle': 'Description of {name}',
  'pdp.description.readMore': 'Read more',
  'pdp.description.specifications': 'Specifications',
  'pdp.priceList.title': 'Price list of {name}',
  'pdp.seller.soldBy': 'Sold by',
  'pdp.seller.platformBadge': 'Sold by {brand}',
  'pdp.seller.follow': 'Follow',
  'pdp.seller.following': 'Following',
  'pdp.seller.followFailed': 'Could not save it. Please try again.',
  'pdp.seller.reportPrompt': 'Something wrong with this product?',
  'pdp.seller.report': 'Report the product',
  'pdp.seller.chat': 'Chat with the seller',
  'pdp.seller.chatPharmacist': 'Chat with a pharmacist',
  'pdp.seller.chatCustomerCare': 'Chat with customer care',
  'pdp.customerCare.title': 'Chat with customer care',
  'pdp.customerCare.body': 'This product is sold and shipped by {brand}. Customer care at {brand} answers your questions about the product and your order.',
  'pdp.customerCare.hours': 'Customer care is open every day from {hours} (Western Indonesia time).',
  'pdp.customerCare.closed': 'Customer care is closed now. Please try again during opening hours.',
  'pdp.customerCare.start': 'Start chat',
  'pdp.customerCare.cancel': 'Cancel',
  'pdp.recentlyViewed.title': 'Recently viewed',
  'pdp.recentlyViewed.loading': 'Loading recently viewed products…',
  'pdp.recentlyViewed.failed': 'Recently viewed products cannot be shown yet.',
  'pdp.gallery.previewTitle': 'Images of {name}',
  'pdp.gallery.zoomArea': 'Zoomed image; scroll to see other parts',
  'pdp.gallery.zoomIn': 'Zoom in',
  'pdp.gallery.zoomOut': 'Zoom out',
  'pdp.gallery.zoomLevel': '{zoom}%',
  'pdp.description.backToProduct': 'Back to the product',
};

export default detailsMessagesEn;
