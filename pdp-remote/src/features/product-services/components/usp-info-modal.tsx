// The USP info modal: what each promise of the product means.
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { servicesMessages } from '../messages/services';
import { uspMessages } from './service-messages';
import { ServiceTerms } from './service-terms';

export default function UspInfoModal({ payload, onClose }: { payload: ModalPayloads['usp-info']; onClose: () => void }) {
  const { t } = usePdpMessages(servicesMessages);
  return (
    <ModalFrame title={t('pdp.usp.modalTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <ServiceTerms
        gap={3}
        terms={payload.usps.map((usp) => ({ key: usp, title: t(uspMessages(usp).title), body: t(uspMessages(usp).body), current: usp === payload.focus }))}
      />
    </ModalFrame>
  );
}
