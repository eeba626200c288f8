// The seller badges modal (spec §2 modals): the store's badges with what each means, from the
// platform's content (spec §7).
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { badgeInfoRequest } from '../state/seller-rating-requests';
import { column, Loaded, useContentText } from './content-modal-parts';

export default function SellerBadgesModal({ payload, onClose }: { payload: ModalPayloads['seller-badges']; onClose: () => void }) {
  const { t, text } = useContentText();
  const { state, retry } = useKeyedRequest(badgeInfoRequest, 'badges');
  return (
    <ModalFrame title={t('pdp.seller.badges.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <Loaded state={state} retry={retry}>
        {(badges) => (
          <ul css={{ ...column, listStyle: 'none', margin: 0, padding: 0 }}>
            {badges
              .filter((badge) => payload.badges.includes(badge.code))
              .map((badge) => (
                <li key={badge.code} css={column}>
                  <strong>{text(badge.name)}</strong>
                  <span>{text(badge.description)}</span>
                </li>
              ))}
          </ul>
        )}
      </Loaded>
    </ModalFrame>
  );
}
