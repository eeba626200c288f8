// One voucher (spec §3): its name, reward, minimum purchase, end date and code; for the seller's, the
// quota left and the claim button in the state spec §4 gives it; the way to its terms.
import { formatRupiah } from '@pdp/host-contract/price-format';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import type { Translator } from '../../../shared/i18n/i18n-provider';
import type { PdpMessageId } from '../../../shared/i18n/messages.id';
import type { PromotionsMessageId } from '../messages/promotions.messages.id';
import { useMountProps } from '../../../shared/mount/mount-context';
import { promotionsMessages } from '../messages/promotions';
import { formatIsoDate } from '@pdp/host-contract/date-format';
import { primaryButton, textButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { claimButtonOf, isClaimable, type Voucher } from '../model/vouchers';
import type { ClaimNote } from '../hooks/use-voucher-claim';

type Translate = Translator<PromotionsMessageId | PdpMessageId>['t'];

const CLAIM_LABELS = {
  claim: 'pdp.vouchers.claim',
  claimed: 'pdp.vouchers.claimed',
  used: 'pdp.vouchers.used',
  quotaRunOut: 'pdp.vouchers.quotaRunOut',
} as const;

export function rewardText(t: Translate, { reward }: Voucher): string {
  if (reward.type === 'AMOUNT_OFF') return t('pdp.vouchers.reward.AMOUNT_OFF', { amount: formatRupiah(reward.value) });
  return reward.maxAmount === null
    ? t('pdp.vouchers.reward.DISCOUNT', { value: reward.value })
    : t('pdp.vouchers.reward.DISCOUNT.capped', { value: reward.value, max: formatRupiah(reward.maxAmount) });
}

interface ClaimControlProps {
  voucher: Voucher;
  claiming: boolean;
  note: ClaimNote | undefined;
  onClaim: (voucher: Voucher) => void;
}

/** The claim button of a seller's voucher with what its last claim said; the platform's say they apply by themselves. */
export function ClaimControl({ voucher, claiming, note, onClaim }: ClaimControlProps) {
  const { t } = usePdpMessages(promotionsMessages);
  if (!isClaimable(voucher)) return <span css={{ color: theme.color.muted, fontSize: 14 }}>{t('pdp.vouchers.autoApplied')}</span>;
  const state = claimButtonOf(voucher);
  return (
    <>
      <button
        type="button"
        css={{ ...primaryButton, minWidth: 112 }}
        disabled={state !== 'claim' || claiming}
        aria-label={state === 'claim' ? t('pdp.vouchers.claimName', { name: voucher.name }) : undefined}
        onClick={() => onClaim(voucher)}
      >
        {claiming ? t('pdp.vouchers.claiming') : t(CLAIM_LABELS[state])}
      </button>
      {note?.tone === 'success' && (
        <p role="status" css={{ flexBasis: '100%', margin: 0, color: theme.color.success }}>
          {t('pdp.vouchers.claimSucceeded', { name: voucher.name })}
        </p>
      )}
      {note?.tone === 'failed' && (
        <p role="alert" css={{ flexBasis: '100%', margin: 0, color: theme.color.warning }}>
          {note.message ?? t('pdp.vouchers.claimFailed')}
        </p>
      )}
    </>
  );
}

interface VoucherCardProps extends ClaimControlProps {
  onOpenTerms: (voucher: Voucher) => void;
}

export function VoucherCard({ voucher, claiming, note, onClaim, onOpenTerms }: VoucherCardProps) {
  const { t } = usePdpMessages(promotionsMessages);
  const { locale } = useMountProps();
  const details = [
    t('pdp.vouchers.minPurchase', { amount: formatRupiah(voucher.minPurchase) }),
    voucher.endDate && t('pdp.vouchers.endsOn', { date: formatIsoDate(voucher.endDate, locale) }),
    t('pdp.vouchers.code', { code: voucher.code }),
    voucher.remainingQuota !== null && t('pdp.vouchers.quota', { count: voucher.remainingQuota }),
  ].filter(Boolean);
  return (
    <li
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space(2),
        padding: theme.space(3),
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius,
        overflowWrap: 'anywhere',
      }}
    >
      <div css={{ flex: '1 1 200px', minWidth: 0 }}>
        <strong css={{ display: 'block' }}>{voucher.name}</strong>
        <span css={{ display: 'block', color: theme.color.price }}>{rewardText(t, voucher)}</span>
        <span css={{ display: 'block', color: theme.color.muted, fontSize: 14 }}>{details.join(' · ')}</span>
      </div>
      <button type="button" css={textButton} aria-label={t('pdp.vouchers.termsOf', { name: voucher.name })} onClick={() => onOpenTerms(voucher)}>
        {t('pdp.vouchers.terms')}
      </button>
      <ClaimControl voucher={voucher} claiming={claiming} note={note} onClaim={onClaim} />
    </li>
  );
}
