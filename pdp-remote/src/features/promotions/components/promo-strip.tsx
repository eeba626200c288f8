// The promo section's voucher row (spec §3 Vouchers): the recommended promotion or how many vouchers
// there are, and the way to the voucher list. It is as tall in every state (loading, failed, none,
// loaded), so nothing below it moves when the vouchers arrive. A shopper back from login with a
// voucher to claim sees the list open, which claims it.
import { memo, useEffect } from 'react';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { useModal } from '../../../shared/modal/use-modal';
import { PromoRow } from '../../../shared/ui/promo-row';
import { usePromotions } from '../hooks/use-promotions';
import { hasClaimParam } from '../model/claim-param';
import type { OnboardingTipId } from '../../../shared/onboarding/onboarding-anchor';

interface PromoStripProps {
  productId: string;
  itemSku: string;
  promotionsPath: string;
}

export const PromoStrip = memo(function PromoStrip({ productId, itemSku, promotionsPath }: PromoStripProps) {
  const { t } = usePdpTranslator();
  const { user, path } = useMountProps();
  const { openModal } = useModal();
  const { state, retry } = usePromotions(productId, itemSku);
  const promotions = state?.status === 'loaded' ? state.data : null;
  const failed = state?.status === 'failed';
  const openList = (resumeClaim?: boolean) => openModal({ id: 'voucher-list', payload: { productId, itemSku, promotionsPath, resumeClaim } });
  const resume = Boolean(user && promotions && hasClaimParam(path));

  useEffect(() => {
    if (resume) openList(true);
    // Once per return from login: the list takes the parameter out of the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resume]);

  const count = promotions?.vouchers.length ?? 0;
  let summary = t(failed ? 'pdp.promo.failed' : 'pdp.promo.loading');
  if (promotions) summary = promotions.recommended?.title ?? (count ? t('pdp.promo.count', { count }) : t('pdp.promo.none'));

  const row = (
    <PromoRow
      text={summary}
      failed={failed}
      action={
        failed
          ? { label: t('pdp.page.retry'), onClick: retry }
          : count > 0 || promotions?.recommended
            ? { label: t('pdp.promo.seeAll'), onClick: () => openList() }
            : null
      }
    />
  );
  // With vouchers to see, the row is what the promo onboarding tip points at (spec §2).
  return count > 0 ? <div data-onboarding={'promo-highlight' satisfies OnboardingTipId}>{row}</div> : row;
});
