// The English messages of wishlist albums, in the English details chunk.
import type { WishlistMessageId } from './wishlist.messages.id';

const wishlistMessagesEn: Record<WishlistMessageId, string> = {
  'pdp.wishlist.open': 'Save to wishlist',
  'pdp.wishlist.saved': 'In your wishlist',
  'pdp.wishlist.title': 'Save to wishlist',
  'pdp.wishlist.albums': 'Wishlist albums',
  'pdp.wishlist.album': '{name} ({count, plural, one {# product} other {# products}})',
  'pdp.wishlist.loading': 'Loading albums…',
  'pdp.wishlist.loadFailed': 'Could not load your wishlist albums.',
  'pdp.wishlist.noAlbums': 'No albums yet. Make your first one below.',
  'pdp.wishlist.inAlbums': '{count, plural, =0 {This product is in no album yet.} one {This product is in # album.} other {This product is in # albums.}}',
  'pdp.wishlist.newAlbum': 'New album name',
  'pdp.wishlist.newAlbumHint': 'Letters, digits, hyphens and spaces; at most {max} characters.',
  'pdp.wishlist.create': 'Make album and save',
  'pdp.wishlist.invalidName': 'Only letters and numbers are allowed.',
  'pdp.wishlist.created': 'Album {name} made, the product is saved in it.',
  'pdp.wishlist.failed': 'Could not save your wishlist. Please try again.',
  'pdp.wishlist.removeAll': 'Remove from all albums',
  'pdp.wishlist.removed': 'Product removed from your wishlist.',
  'pdp.wishlist.done': 'Done',
};

export default wishlistMessagesEn;
