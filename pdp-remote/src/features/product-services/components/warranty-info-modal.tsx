// The warranty info modal: what the product's warranty type means, beside the other types.
import { WARRANTY_TYPES } from '@pdp/shared-contracts';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { servicesMessages } from '../../../shared/i18n/parts/services';
import { theme } from '../../../shared/ui/theme';
import { warrantyMessages } from './service-messages';

export default function WarrantyInfoModal({ payload, onClose }: { payload: ModalPayloads['warranty-info']; onClose: () => void }) {
  const { t } = usePdpMessages(servicesMessages);
  return (
    <ModalFrame title={t('pdp.warranty.modalTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p css={{ marginTop: 0 }}>
        {t('pdp.warranty.thisProduct', { type: t(warrantyMessages(payload.type).title) })}
        {payload.period ? ` (${payload.period})` : ''}
      </p>
      <dl css={{ margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
        {WARRANTY_TYPES.map((type) => (
          <div
            key={type}
            aria-current={type === payload.type ? 'true' : undefined}
            css={{ padding: theme.space(2), borderRadius: theme.radius, background: type === payload.type ? theme.color.accentBg : 'transparent' }}
          >
            <dt css={{ fontWeight: 700 }}>{t(warrantyMessages(type).title)}</dt>
            <dd css={{ margin: 0, color: theme.color.muted }}>{t(warrantyMessages(type).body)}</dd>
          </div>
        ))}
      </dl>
    </ModalFrame>
  );
}
