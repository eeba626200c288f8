// The user summary modal as the page opens it: the reviews feature's modal, given the hall-of-fame
// switch of the product config (features do not read each other's state; the app composes them).
import { useAtomValue } from 'jotai';
import type { ModalPayloads } from '../../shared/modal/modal-types';
import { productConfigAtom } from '../../shared/product-config/state/product-config-atoms';
import { UserSummaryModal } from '../../features/reviews/components/user-summary-modal';

export default function UserSummaryModalWithConfig(props: { payload: ModalPayloads['user-summary']; onClose: () => void }) {
  const config = useAtomValue(productConfigAtom);
  return <UserSummaryModal {...props} hallOfFame={config ? config.hallOfFameEnabled : null} />;
}
