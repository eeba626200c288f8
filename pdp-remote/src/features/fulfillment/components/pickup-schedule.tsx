// A pickup point's pickup hours for the coming days, each marked available or not (spec §4: only
// available hours can be used). Shown in the pickup schedule modal and on its secondary page.
import type { PickupPointDto } from '@pdp/backend-api/backend';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { theme } from '../../../shared/ui/theme';
import { formatWeekdayDate } from '@pdp/host-contract/date-format';

export function PickupSchedule({ point }: { point: Pick<PickupPointDto, 'name' | 'pickupHours'> }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const { locale } = useMountProps();
  if (point.pickupHours.length === 0) return <p>{t('pdp.pickup.noSchedule')}</p>;
  return (
    <table css={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: theme.space(2) }}>{t('pdp.pickup.scheduleOf', { name: point.name })}</caption>
      <thead>
        <tr>
          <th scope="col" css={{ textAlign: 'left', padding: theme.space(2) }}>
            {t('pdp.pickup.day')}
          </th>
          <th scope="col" css={{ textAlign: 'left', padding: theme.space(2) }}>
            {t('pdp.pickup.hours')}
          </th>
        </tr>
      </thead>
      <tbody>
        {point.pickupHours.map((hour) => (
          <tr key={hour.date} css={{ borderTop: `1px solid ${theme.color.border}`, color: hour.status === 'available' ? theme.color.text : theme.color.muted }}>
            <td css={{ padding: theme.space(2) }}>{formatWeekdayDate(hour.date, locale)}</td>
            <td css={{ padding: theme.space(2) }}>
              {hour.status === 'available' ? t('pdp.pickup.openHours', { open: hour.open, close: hour.close }) : t('pdp.pickup.closed')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
