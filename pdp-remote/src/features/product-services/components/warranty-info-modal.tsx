// The warranty info modal: what the product's warranty type means, beside the other types.
import { WARRANTY_TYPES } from '@pdp/backend-api/enums';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { servicesMessages } from '../messages/services';
import { warrantyMessages } from './service-messages';
import { ServiceTerms } from './service-terms';

export default function WarrantyInfoModal({ payload, onClose }: { payload: ModalPayloads['warranty-info']; onClose: () => void }) {
  const { t } = usePdpMessages(servicesMessages);
  return (
    <ModalFrame title={t('pdp.warranty.modalTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p css={{ marginTop: 0 }}>
        {t('pdp.warranty.thisProduct', { type: t(warrantyMessages(payload.type).title) })}
        {payload.period ? ` (${payload.period})` : ''}
      </p>
      <ServiceTerms
        gap={2}
        terms={WARRANTY_TYPES.map((type) => ({
          key: type,
          title: t(warrantyMessages(type).title),
          body: t(warrantyMessages(type).body),
          current: type === payload.type,
        }))}
      />
    </ModalFrame>
  );
}
