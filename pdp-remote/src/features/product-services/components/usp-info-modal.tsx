// The USP info modal: what each promise of the product means.
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { servicesMessages } from '../../../shared/i18n/parts/services';
import { theme } from '../../../shared/ui/theme';
import { uspMessages } from './service-messages';

export default function UspInfoModal({ payload, onClose }: { payload: ModalPayloads['usp-info']; onClose: () => void }) {
  const { t } = usePdpMessages(servicesMessages);
  return (
    <ModalFrame title={t('pdp.usp.modalTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <dl css={{ margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        {payload.usps.map((usp) => (
          <div
            key={usp}
            css={{ padding: theme.space(2), borderRadius: theme.radius, background: usp === payload.focus ? theme.color.accentBg : 'transparent' }}
          >
            <dt css={{ fontWeight: 700 }}>{t(uspMessages(usp).title)}</dt>
            <dd css={{ margin: 0, color: theme.color.muted }}>{t(uspMessages(usp).body)}</dd>
          </div>
        ))}
      </dl>
    </ModalFrame>
  );
}
