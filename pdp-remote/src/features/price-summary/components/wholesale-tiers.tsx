// Wholesale tiers: the unit price for each quantity range, with a link to the price list page.
import { useId } from 'react';
import { formatRupiah, type WholesaleTierDto } from '@pdp/shared-contracts';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';

export function WholesaleTiers({ tiers, priceListPath }: { tiers: readonly WholesaleTierDto[]; priceListPath?: string }) {
  const { t } = usePdpTranslator();
  const headingId = useId();
  if (tiers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} css={{ border: `1px solid ${theme.color.border}`, borderRadius: theme.radius, padding: theme.space(3) }}>
      <h3 id={headingId} css={{ margin: `0 0 ${theme.space(2)}`, fontSize: 16 }}>
        {t('pdp.wholesale.heading')}
      </h3>
      <table css={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.minQuantity}>
              <th scope="row" css={{ textAlign: 'left', fontWeight: 400, padding: `${theme.space(1)} 0` }}>
                {tier.maxQuantity === null ? t('pdp.wholesale.from', { min: tier.minQuantity }) : t('pdp.wholesale.range', { min: tier.minQuantity, max: tier.maxQuantity })}
              </th>
              <td css={{ textAlign: 'right', fontWeight: 600 }}>{t('pdp.wholesale.unitPrice', { price: formatRupiah(tier.price) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {priceListPath && (
        <p css={{ margin: `${theme.space(2)} 0 0` }}>
          <HostLink to={priceListPath}>{t('pdp.wholesale.priceListLink')}</HostLink>
        </p>
      )}
    </section>
  );
}
