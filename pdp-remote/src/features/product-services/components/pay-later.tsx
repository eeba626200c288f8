// Pay-later in the service section (spec §1, §3, §9): the limit (up to Rp 8 million a month), the
// signed-in member's status from `/wallet/paylater`, and a link to the pay-later introduction page
// (a host route). The status line always holds a line, a general one until the member's arrives (or
// for an anonymous shopper, or when the call fails: spec §8 resets a failed read to empty), so
// nothing below moves.
import { PAY_LATER_MONTHLY_LIMIT } from '@pdp/backend-api/payments';
import { payLaterPath } from '@pdp/host-contract/links';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { servicesMessages } from '../messages/services';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';
import { getPayLaterStatus } from '../api/get-pay-later';

/** By member: signing in or out asks again. */
const payLaterRequest = keyedRequest(
  (userId: string) => userId,
  (client, _userId: string, signal) => getPayLaterStatus(client, signal),
);

export function PayLater() {
  const { t } = usePdpMessages(servicesMessages);
  const { user } = useMountProps();
  const { state } = useKeyedRequest(payLaterRequest, user?.id ?? null);
  const status = state?.status === 'loaded' ? state.data : null;
  return (
    <section aria-labelledby="pdp-pay-later" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <h3 id="pdp-pay-later" css={{ fontSize: 16, margin: 0 }}>
        {t('pdp.payLater.title')}
      </h3>
      <p css={{ margin: 0, fontWeight: 600 }}>{t('pdp.payLater.limit', { amount: formatRupiah(PAY_LATER_MONTHLY_LIMIT) })}</p>
      <p css={{ margin: 0, fontSize: 14, color: theme.color.muted }}>{t(status ? `pdp.payLater.status.${status}` : 'pdp.payLater.status.none')}</p>
      <HostLink
        to={payLaterPath()}
        css={{ alignSelf: 'flex-start', minHeight: 44, display: 'inline-flex', alignItems: 'center', '&:focus-visible': theme.focusRing }}
      >
        {t('pdp.payLater.learnMore')}
      </HostLink>
    </section>
  );
}
