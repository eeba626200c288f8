// The trade-in download-app modal (spec §2): trade-in happens in the marketplace's app, so the modal
// links to it in both stores, each in a new tab with noopener (an external site).
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { tradeInMessages } from '../messages/trade-in';
import { secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';

/** The marketplace's app in the two stores; only this modal links to it. */
const APP_DOWNLOAD_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=id.marketplace.app',
  ios: 'https://apps.apple.com/id/app/marketplace/id1000000000',
} as const;

const storeLink = { ...secondaryButton, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', textDecoration: 'none' } as const;

export default function TradeInDownloadAppModal({ onClose }: { payload: ModalPayloads['trade-in-download-app']; onClose: () => void }) {
  const { t } = usePdpMessages(tradeInMessages);
  return (
    <ModalFrame title={t('pdp.tradeIn.downloadTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <p css={{ margin: 0 }}>{t('pdp.tradeIn.downloadBody')}</p>
        <a href={APP_DOWNLOAD_LINKS.android} target="_blank" rel="noopener noreferrer" css={storeLink}>
          {t('pdp.tradeIn.googlePlay')}
        </a>
        <a href={APP_DOWNLOAD_LINKS.ios} target="_blank" rel="noopener noreferrer" css={storeLink}>
          {t('pdp.tradeIn.appStore')}
        </a>
      </div>
    </ModalFrame>
  );
}
