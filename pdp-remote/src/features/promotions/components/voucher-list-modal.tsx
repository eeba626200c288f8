// The promo/voucher list modal (spec §2): every voucher of the item, each with its terms and, for the
// seller's, its claim; and the way to the promotions page.
import { useEffect, useState } from 'react';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useModal } from '../../../shared/modal/use-modal';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { promotionsMessages } from '../messages/promotions';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';
import { useMountProps } from '../../../shared/mount/mount-context';
import { claimParamOf, withoutClaimParam } from '../model/claim-path';
import { VoucherList } from './voucher-list';

export default function VoucherListModal({ payload, onClose }: { payload: ModalPayloads['voucher-list']; onClose: () => void }) {
  const { t } = usePdpMessages(promotionsMessages);
  const { openModal } = useModal();
  const { productId, itemSku, promotionsPath, resumeClaim } = payload;
  const { path, navigate } = useMountProps();
  // Back from login: the voucher to claim is read once, and leaves the address at once.
  const [claimOnOpen] = useState(() => (resumeClaim ? claimParamOf(path) : null));
  useEffect(() => {
    if (resumeClaim) navigate({ path: withoutClaimParam(path), replace: true, resetScroll: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <ModalFrame title={t('pdp.vouchers.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        <VoucherList
          productId={productId}
          itemSku={itemSku}
          claimOnOpen={claimOnOpen}
          onOpenTerms={(voucher) => openModal({ id: 'voucher-terms', payload: { productId, itemSku, voucherId: voucher.id } })}
        />
        <HostLink to={promotionsPath}>{t('pdp.vouchers.openPage')}</HostLink>
      </div>
    </ModalFrame>
  );
}
