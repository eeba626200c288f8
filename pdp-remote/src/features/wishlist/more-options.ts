// The wishlist's action of the more-options sheet: after sharing.
import type { MoreOptionPart } from '../../shared/feature/page-slots';
import { WishlistOption } from './components/wishlist-option';

export default [{ id: 'wishlist', order: 20, Option: WishlistOption }] satisfies readonly MoreOptionPart[];
