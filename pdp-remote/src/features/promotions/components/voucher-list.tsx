// The vouchers of the item (spec §3): the recommended promotion, then the platform's, the seller's,
// the seller's shipping and the platform's shipping vouchers, each group under its heading. Shown in
// the voucher list modal and on the promotions page. `claimOnOpen` claims a voucher once the list is
// loaded (the shopper pressed Claim before signing in). An anonymous shopper is offered login at the
// recommended promotion itself (spec §6: "login is offered for promo recommendations").
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { useMountProps } from '../../../shared/mount/mount-context';
import { textButton } from '../../../shared/ui/buttons';
import { promotionsMessages } from '../messages/promotions';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { usePromotions } from '../hooks/use-promotions';
import { useVoucherClaim } from '../hooks/use-voucher-claim';
import { VOUCHER_KINDS, claimButtonOf, isClaimable, type Voucher, type VoucherKind } from '../model/vouchers';
import { VoucherCard } from './voucher-card';
import { stackedList } from '../../../shared/ui/layout-styles';

const GROUP_TITLES = {
  platform: 'pdp.vouchers.group.platform',
  merchant: 'pdp.vouchers.group.merchant',
  sellerShipping: 'pdp.vouchers.group.sellerShipping',
  platformShipping: 'pdp.vouchers.group.platformShipping',
} as const satisfies Record<VoucherKind, string>;

interface VoucherListProps {
  productId: string;
  itemSku: string;
  claimOnOpen?: string | null;
  onOpenTerms: (voucher: Voucher) => void;
}

function VoucherGroup({ kind, vouchers, children }: { kind: VoucherKind; vouchers: Voucher[]; children: (voucher: Voucher) => ReactNode }) {
  const { t } = usePdpMessages(promotionsMessages);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} css={{ fontSize: 16, margin: `0 0 ${theme.space(2)}` }}>
        {t(GROUP_TITLES[kind])}
      </h3>
      <ul css={stackedList(2)}>{vouchers.map(children)}</ul>
    </section>
  );
}

export function VoucherList({ productId, itemSku, claimOnOpen = null, onOpenTerms }: VoucherListProps) {
  const { t } = usePdpMessages(promotionsMessages);
  const { state, retry } = usePromotions(productId, itemSku);
  const { claim, claiming, notes } = useVoucherClaim(itemSku);
  const { user, path, requestLogin } = useMountProps();
  const promotions = state?.status === 'loaded' ? state.data : null;
  const resumed = useRef(false);

  useEffect(() => {
    if (!claimOnOpen || !promotions || resumed.current) return;
    resumed.current = true;
    const voucher = promotions.vouchers.find((candidate) => candidate.id === claimOnOpen);
    if (voucher && isClaimable(voucher) && claimButtonOf(voucher) === 'claim') void claim(voucher);
  }, [claimOnOpen, promotions, claim]);

  if (state?.status === 'failed') return <InlineAlert message={t('pdp.promo.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  if (!promotions) return <p aria-busy="true">{t('pdp.promo.loading')}</p>;
  if (promotions.vouchers.length === 0 && !promotions.recommended) return <p>{t('pdp.promo.none')}</p>;

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), overflowWrap: 'anywhere' }}>
      {promotions.recommended && (
        <div css={{ padding: theme.space(3), borderRadius: theme.radius, background: theme.color.accentBg }}>
          <span css={{ display: 'block', fontSize: 14, color: theme.color.accent }}>{t('pdp.vouchers.recommended')}</span>
          <strong css={{ display: 'block' }}>{promotions.recommended.title}</strong>
          {promotions.recommended.description && <span>{promotions.recommended.description}</span>}
          {!user && (
            <button type="button" css={{ ...textButton, display: 'block', minHeight: 44 }} onClick={() => requestLogin({ returnTo: path })}>
              {t('pdp.vouchers.recommendedLogin')}
            </button>
          )}
        </div>
      )}
      {VOUCHER_KINDS.map((kind) => {
        const vouchers = promotions.vouchers.filter((voucher) => voucher.kind === kind);
        return (
          vouchers.length > 0 && (
            <VoucherGroup key={kind} kind={kind} vouchers={vouchers}>
              {(voucher) => (
                <VoucherCard
                  key={voucher.id}
                  voucher={voucher}
                  claiming={claiming === voucher.id}
                  note={notes[voucher.id]}
                  onClaim={claim}
                  onOpenTerms={onOpenTerms}
                />
              )}
            </VoucherGroup>
          )
        );
      })}
    </div>
  );
}
