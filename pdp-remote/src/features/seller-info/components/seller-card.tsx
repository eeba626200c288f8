// Who sells the product: the store's name and whether the platform itself sells it.
import type { MerchantDto } from '@pdp/shared-contracts';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { useMountProps } from '../../../shared/mount/mount-context';
import { theme } from '../../../shared/ui/theme';

export function SellerCard({ merchant, platformSeller }: { merchant: MerchantDto; platformSeller: boolean }) {
  const { t } = usePdpMessages(detailsMessages);
  const { brand } = useMountProps();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3), flexWrap: 'wrap' }}>
      <span
        aria-hidden="true"
        css={{ width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', background: theme.color.subtle, fontWeight: 700 }}
      >
        {merchant.name.slice(0, 1).toUpperCase()}
      </span>
      <div css={{ display: 'flex', flexDirection: 'column' }}>
        <span css={{ color: theme.color.muted, fontSize: 14 }}>{t('pdp.seller.soldBy')}</span>
        <strong>{merchant.name}</strong>
      </div>
      {platformSeller && (
        <span css={{ padding: '2px 10px', borderRadius: 12, background: theme.color.accentBg, color: theme.color.accent, fontSize: 13, fontWeight: 600 }}>
          {t('pdp.seller.platformBadge', { brand })}
        </span>
      )}
    </div>
  );
}

/** The default export: what the page loads lazily (app/below-the-fold.ts). */
export default SellerCard;
