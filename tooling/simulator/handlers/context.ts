// What every area's routes get besides the router: the catalogue, the shoppers' sessions, and the
// attack corpus's hostile texts where a handler shows them (the wishlist's albums, the members'
// saved addresses).
import type { Catalogue } from '../catalogue/load-catalogue';
import type { SessionStore } from '../sessions';

export interface HandlerContext {
  catalogue: Catalogue;
  sessions: SessionStore;
  /** The attack corpus's hostile texts, as wishlist album names and saved addresses (empty without the corpus). */
  hostileTexts: readonly string[];
}
