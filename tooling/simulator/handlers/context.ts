// What every area's routes get besides the router: the catalogue, the shoppers' sessions, and the
// attack corpus's hostile names where a handler shows them (the wishlist's albums).
import type { Catalogue } from '../catalogue/load-catalogue';
import type { SessionStore } from '../sessions';

export interface HandlerContext {
  catalogue: Catalogue;
  sessions: SessionStore;
  /** The attack corpus's hostile texts, as names of the shopper's wishlist albums (empty without the corpus). */
  hostileAlbumNames: readonly string[];
}
