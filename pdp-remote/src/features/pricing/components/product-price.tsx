// The price the shopper pays, with the listed price and discount when there is one.
import { formatRupiah, type PriceDto } from '@pdp/shared-contracts';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { theme } from '../../../shared/ui/theme';

export function ProductPrice({ price }: { price: PriceDto }) {
  const { t } = usePdpTranslator();
  const discounted = price.listed > price.offered && price.discountPercentage > 0;
  return (
    <section aria-label={t('pdp.price.label')} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <p css={{ margin: 0, fontSize: 26, fontWeight: 700, color: theme.color.price }} data-testid="product-price">
        {formatRupiah(price.offered)}
      </p>
      {discounted && (
        <p css={{ margin: 0, display: 'flex', gap: theme.space(2), alignItems: 'center', fontSize: 14 }}>
          <s css={{ color: theme.color.muted }}>
            <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
              {t('pdp.price.listed')}{' '}
            </span>
            {formatRupiah(price.listed)}
          </s>
          <span css={{ color: theme.color.price, fontWeight: 600 }}>{t('pdp.price.discount', { percentage: price.discountPercentage })}</span>
        </p>
      )}
    </section>
  );
}
