// Wholesale tiers: the unit price for each quantity range, with a link to the price list page. On
// the product page the box holds its place from the first paint when the product is sold wholesale
// (the WHOLESALE tag), and shows the first tiers at one fixed height, so nothing below it moves when
// the price summary brings them; the price list page shows them all.
import { useId } from 'react';
import type { WholesaleTierDto } from '@pdp/backend-api/backend';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';

/** The tiers the product page shows; the price list has the rest. */
const WHOLESALE_TIERS_ON_PAGE = 3;
/** The box's height on the product page: heading, three tiers and the price list link. */
const PAGE_BOX_HEIGHT = 176;

interface WholesaleTiersProps {
  tiers: readonly WholesaleTierDto[];
  /** On the product page: the price list's path (the page shows the first tiers at a fixed height). */
  priceListPath?: string;
  /** The product is sold wholesale: the box holds its place while the tiers load. */
  expected?: boolean;
}

export function WholesaleTiers({ tiers, priceListPath, expected = false }: WholesaleTiersProps) {
  const { t } = usePdpTranslator();
  const headingId = useId();
  if (tiers.length === 0 && !expected) return null;
  const shown = priceListPath ? tiers.slice(0, WHOLESALE_TIERS_ON_PAGE) : tiers;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={tiers.length === 0}
      css={{
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius,
        padding: theme.space(3),
        minHeight: priceListPath ? PAGE_BOX_HEIGHT : undefined,
      }}
    >
      <h3 id={headingId} css={{ margin: `0 0 ${theme.space(2)}`, fontSize: 16 }}>
        {t('pdp.wholesale.heading')}
      </h3>
      <table css={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
        <tbody>
          {shown.map((tier) => (
            <tr key={tier.minQuantity}>
              <th scope="row" css={{ textAlign: 'left', fontWeight: 400, padding: `${theme.space(1)} 0` }}>
                {tier.maxQuantity === null
                  ? t('pdp.wholesale.from', { min: tier.minQuantity })
                  : t('pdp.wholesale.range', { min: tier.minQuantity, max: tier.maxQuantity })}
              </th>
              <td css={{ textAlign: 'right', fontWeight: 600 }}>{t('pdp.wholesale.unitPrice', { price: formatRupiah(tier.price) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {priceListPath && tiers.length > 0 && (
        <p css={{ margin: `${theme.space(2)} 0 0` }}>
          <HostLink to={priceListPath}>{t('pdp.wholesale.priceListLink')}</HostLink>
        </p>
      )}
    </section>
  );
}
