// Trade-in in the service section (spec §1, §3): for an item that can be traded against, the most a
// device takes off and the way to the trade-in page; the trade-in onboarding tip points here (spec §2).
// Nothing shows while eligibility loads, for an item that is not eligible, or when the call fails: no
// tag says which items trade, so a failure on one that does not would only confuse (the page itself
// says a failure, trade-in-page.tsx).
import { formatRupiah } from '@pdp/host-contract/price-format';
import type { OnboardingTipId } from '../../../shared/onboarding/onboarding-anchor';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { tradeInMessages } from '../messages/trade-in';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';
import { tradeInEligibilityRequest } from '../state/trade-in-atoms';

export function TradeInRow({ itemSku, pagePath }: { itemSku: string; /** The trade-in page of the shown item. */ pagePath: string }) {
  const { t } = usePdpMessages(tradeInMessages);
  const { state } = useKeyedRequest(tradeInEligibilityRequest, itemSku);
  const eligibility = state?.status === 'loaded' ? state.data : null;
  if (!eligibility?.eligible) return null;
  return (
    <section
      aria-labelledby="pdp-trade-in"
      data-onboarding={'trade-in-highlight' satisfies OnboardingTipId}
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}
    >
      <h3 id="pdp-trade-in" css={{ fontSize: 16, margin: 0 }}>
        {t('pdp.tradeIn.title')}
      </h3>
      <p css={{ margin: 0 }}>{t('pdp.tradeIn.saveUpTo', { amount: formatRupiah(eligibility.maxDiscount) })}</p>
      <p css={{ margin: 0 }}>
        <HostLink to={pagePath} css={{ minHeight: 44, display: 'inline-flex', alignItems: 'center', '&:focus-visible': theme.focusRing }}>
          {t('pdp.tradeIn.seeDevices')}
        </HostLink>
      </p>
    </section>
  );
}
