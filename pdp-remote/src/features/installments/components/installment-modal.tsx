// The installment list modal (spec §2): every method with its tenors, and the way to the page.
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { installmentsMessages } from '../messages/installments';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';
import { InstallmentList } from './installment-list';

export default function InstallmentModal({ payload, onClose }: { payload: ModalPayloads['installment-list']; onClose: () => void }) {
  const { t } = usePdpMessages(installmentsMessages);
  return (
    <ModalFrame title={t('pdp.installment.modalTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        <InstallmentList query={{ itemSku: payload.itemSku, v2: payload.v2 }} />
        <HostLink to={payload.pagePath}>{t('pdp.installment.seeAll')}</HostLink>
      </div>
    </ModalFrame>
  );
}
