// Share's action of the more-options sheet: first.
import type { MoreOptionPart } from '../../shared/feature/page-slots';
import { ShareOption } from './components/share-option';

export default [{ id: 'share', order: 10, Option: ShareOption }] satisfies readonly MoreOptionPart[];
